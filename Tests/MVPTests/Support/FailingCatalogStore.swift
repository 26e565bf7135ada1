/// A catalog store whose writes fail, as a file store's can: for the "Error" alert.
import Domain

final class FailingCatalogStore: CatalogStore {
  static let failure = CatalogStoreError.writeFailed(path: "/tmp/catalog.json", reason: "disk full")

  private let products: [Product]

  init(products: [Product]) {
    self.products = products
  }

  func allProducts() throws -> [Product] { products }
  func add(name: String, price: Price) throws -> Product { throw Self.failure }
  func update(_ product: Product) throws { throw Self.failure }
  func delete(_ id: ProductID) throws { throw Self.failure }
}
