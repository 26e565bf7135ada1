/// The accessibility identifiers of the app spec: the contract between the patterns and the
/// scenario runner. Every pattern tags its views with these and no other spelling.
public enum ElementID {
  /// The sign-in screen.
  public enum Login {
    public static let screen = "login"
    public static let title = "login.title"
    public static let email = "login.email"
    public static let password = "login.password"
    public static let submit = "login.submit"
    public static let activity = "login.activity"
  }

  /// The catalog screen.
  public enum Catalog {
    public static let screen = "catalog"
    public static let title = "catalog.title"
    public static let search = "catalog.search"
    public static let sort = "catalog.sort"
    public static let list = "catalog.list"
    public static let summary = "catalog.summary"
    public static let add = "catalog.add"
    public static let signOut = "catalog.signout"
  }

  /// The product screen.
  public enum Product {
    public static let screen = "product"
    public static let title = "product.title"
    public static let name = "product.name"
    public static let price = "product.price"
    public static let nameError = "product.name.error"
    public static let priceError = "product.price.error"
    public static let save = "product.save"
    public static let cancel = "product.cancel"
    public static let delete = "product.delete"
  }
}
