// Interactor (VIPER): the product use cases over Domain's `CatalogStore` and `ProductDraft`.
// Owns: the catalog as read when the screen loaded. Must not know: widgets (no UI module),
// presenters (it answers through `ProductInteractorOutput`), texts on screen, which product
// the screen edits (the presenter holds the mode and says).
import Domain

/// Checks, stores and deletes a product.
public final class ProductInteractor: ProductInteracting {
  /// Hears the answers; weak, because the presenter owns its interactor.
  public weak var output: ProductInteractorOutput?
  private let catalogStore: CatalogStore
  /// The catalog the name must differ from, as read when the screen loaded.
  private var catalog: [Product] = []

  /// An interactor adding products to `catalogStore`, or editing them.
  public init(catalogStore: CatalogStore) {
    self.catalogStore = catalogStore
  }

  public func loadCatalog() {
    catalog = (try? catalogStore.allProducts()) ?? []
  }

  /// Product rules 1 and 2, against the catalog as read when the screen loaded.
  public func check(_ draft: ProductDraft, editing id: ProductID?) -> ProductCheck {
    draft.check(among: catalog, editing: id)
  }

  /// Product rules 4 and 7: stores the trimmed name and the price, or says it could not.
  public func save(_ draft: ProductDraft, for mode: ProductMode) {
    guard let seed = draft.validated(among: catalog, editing: mode.product?.id) else { return }
    do {
      if let product = mode.product {
        try catalogStore.update(Product(id: product.id, name: seed.name, price: seed.price))
      } else {
        try catalogStore.add(name: seed.name, price: seed.price)
      }
    } catch {
      output?.productNotSaved()
      return
    }
    output?.productSaved()
  }

  /// Product rules 6 and 7: removes `product`, or says it could not.
  public func delete(_ product: Product) {
    do {
      try catalogStore.delete(product.id)
    } catch {
      output?.productNotDeleted()
      return
    }
    output?.productDeleted()
  }
}
