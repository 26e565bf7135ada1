// Model (MV): the catalog as last read, shared by the screens through the environment, and
// the writes to the store.
// Owns: the products as read, whether the read failed, the calls to the `CatalogStore`.
// Must not know: any view, the query a screen applies, or which alert a failure shows
// (imports Domain and Observation only).
import Domain
import Observation

/// The catalog the views show: `loadCatalog()` reads the store into `catalog` (empty and
/// unavailable when it cannot be read); the writes throw what the store throws.
@Observable
final class CatalogModel {
  /// The whole catalog, as last read (empty when it could not be read).
  private(set) var catalog: [Product] = []
  /// Whether the last read of the store failed (Catalog rule 8).
  private(set) var isCatalogUnavailable = false

  @ObservationIgnored private let store: CatalogStore

  /// A model over `store`; nothing is read until `loadCatalog()`.
  init(store: CatalogStore) {
    self.store = store
  }

  /// Reads the store (Catalog rules 7 and 8: on every appearance of a screen that shows it).
  func loadCatalog() {
    do {
      catalog = try store.allProducts()
      isCatalogUnavailable = false
    } catch {
      catalog = []
      isCatalogUnavailable = true
    }
  }

  /// Stores a new product.
  func add(_ seed: ProductSeed) throws {
    try store.add(name: seed.name, price: seed.price)
  }

  /// Stores a product's new name and price.
  func update(_ product: Product) throws {
    try store.update(product)
  }

  /// Removes a product.
  func delete(_ product: Product) throws {
    try store.delete(product.id)
  }
}
