/// What the product screen is opened for (app spec, Catalog rule 5): adding a new product, or
/// editing one that is in the catalog.
public enum ProductMode: Hashable, Sendable {
  /// `catalog.add`: an empty form titled "New product", without Delete.
  case add
  /// A tapped row: the product's name and price, titled "Edit product", with Delete.
  case edit(Product)

  /// The product being edited, or `nil` when adding.
  public var product: Product? {
    if case .edit(let product) = self { product } else { nil }
  }
}
