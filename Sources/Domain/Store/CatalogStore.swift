/// Where the catalog's products live.
@MainActor
public protocol CatalogStore: AnyObject {
  /// Every product, in insertion order.
  func allProducts() throws -> [Product]

  /// Stores a new product at the end of the catalog and returns it with its new id.
  @discardableResult
  func add(name: String, price: Price) throws -> Product

  /// Replaces the product with the same id, keeping its place.
  func update(_ product: Product) throws

  /// Removes the product with this id.
  func delete(_ id: ProductID) throws
}

/// Why a catalog store could not do what was asked.
public enum CatalogStoreError: Error, Equatable, CustomStringConvertible {
  /// No product has this id.
  case notFound(ProductID)
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is not a catalog this program understands.
  case corrupt(path: String, reason: String)
  /// The file was written by a newer version of the program.
  case newerVersion(path: String, found: Int, supported: Int)
  /// The file could not be written.
  case writeFailed(path: String, reason: String)

  public var description: String {
    switch self {
    case .notFound(let id):
      "No product \(id) in the catalog."
    case .unreadable(let path, let reason):
      "\(path): cannot read the catalog: \(reason)"
    case .corrupt(let path, let reason):
      "\(path): the catalog file is corrupt (\(reason)); it was left untouched."
    case .newerVersion(let path, let found, let supported):
      "\(path): the catalog file has format version \(found), newer than the \(supported) "
        + "this program reads; it was left untouched. Update the program to open it."
    case .writeFailed(let path, let reason):
      "\(path): cannot save the catalog: \(reason)"
    }
  }
}
