/// The stable identity of a product: assigned once by the store, never reused.
public struct ProductID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The underlying number.
  public let rawValue: Int

  /// Wraps a raw number.
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Int.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { "#\(rawValue)" }

  public static func < (lhs: ProductID, rhs: ProductID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A product of the catalog.
public struct Product: Identifiable, Hashable, Codable, Sendable {
  /// Its stable identity.
  public let id: ProductID
  /// Its name, as shown in the list.
  public var name: String
  /// Its price.
  public var price: Price

  /// Creates a product.
  public init(id: ProductID, name: String, price: Price) {
    self.id = id
    self.name = name
    self.price = price
  }
}

/// A product to seed a catalog with: a name and a price, its id given by the store.
public struct ProductSeed: Hashable, Sendable {
  /// The product's name.
  public var name: String
  /// The product's price.
  public var price: Price
  /// How many are in stock, 0 to 9999 (`given a product … stock N`). Stored for the "stock"
  /// feature exercise (Docs/Classroom.md); the app without that feature ignores it.
  public var stock: Int

  /// Creates a seed (with no stock unless one is given).
  public init(name: String, price: Price, stock: Int = 0) {
    self.name = name
    self.price = price
    self.stock = stock
  }
}
