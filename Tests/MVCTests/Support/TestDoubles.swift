import Domain

/// A mutable count shared with a closure.
@MainActor
final class Counter {
  var count = 0
}

/// The screens a controller under test asked for, in order.
@MainActor
final class Requests {
  var made: [String] = []
}

/// A store whose writes fail, as a full disk would make a file store fail.
@MainActor
final class FailingStore: CatalogStore {
  private let products: [Product]
  private let error = CatalogStoreError.writeFailed(path: "/tmp/catalog.json", reason: "disk full")

  init(products: [Product]) { self.products = products }

  func allProducts() throws -> [Product] { products }
  func add(name: String, price: Price) throws -> Product { throw error }
  func update(_ product: Product) throws { throw error }
  func delete(_ id: ProductID) throws { throw error }
}

/// A catalog store that cannot be read, as a damaged file store would be.
final class UnreadableStore: CatalogStore {
  let error = CatalogStoreError.corrupt(path: "/tmp/catalog.json", reason: "no format version")

  func allProducts() throws -> [Product] { throw error }
  func add(name: String, price: Price) throws -> Product { throw error }
  func update(_ product: Product) throws { throw error }
  func delete(_ id: ProductID) throws { throw error }
}
