/// What the product form holds while the user edits it: the two texts as typed.
public struct ProductDraft: Hashable, Sendable {
  /// The name field's text, untrimmed.
  public var name: String
  /// The price field's text, untrimmed.
  public var price: String

  /// A draft with the given texts (empty for a new product).
  public init(name: String = "", price: String = "") {
    self.name = name
    self.price = price
  }

  /// A draft of an existing product: its name and its price like "1599.00".
  public init(product: Product) {
    self.init(name: product.name, price: product.price.editingText)
  }

  /// The name's first failing rule, or `nil`.
  public func nameError(among products: [Product], editing id: ProductID?) -> ProductNameError? {
    ProductRules.nameError(name, among: products, editing: id)
  }

  /// The price's first failing rule, or `nil`.
  public var priceError: ProductPriceError? { ProductRules.priceError(price) }

  /// Both fields' first failing rules, and whether Save may be enabled.
  public func check(among products: [Product], editing id: ProductID?) -> ProductCheck {
    ProductCheck(nameError: nameError(among: products, editing: id), priceError: priceError)
  }

  /// Whether both fields are valid, so Save may be enabled.
  public func isValid(among products: [Product], editing id: ProductID?) -> Bool {
    check(among: products, editing: id).isValid
  }

  /// The trimmed name and the parsed price to store, when both are valid.
  public func validated(among products: [Product], editing id: ProductID?) -> ProductSeed? {
    guard isValid(among: products, editing: id), let price = Price(price) else { return nil }
    return ProductSeed(name: name.trimmed, price: price)
  }
}
