/// Presenter role (MVP): every decision of the product form (app spec, Product rules 1-6).
///
/// Owns the draft as typed, which fields the user has edited on this screen (an error shows
/// only then), and the product being edited (`nil` when adding). Talks to Domain's
/// `CatalogStore` and `ProductDraft`, tells its `ProductView` (held weakly) what to show and
/// asks its `ProductNavigator` to leave. Must not know any widget: no UI module here.
import Domain

/// Decides what the product form shows and does.
public final class ProductPresenter {
  /// The screen it drives; weak, because the screen owns its presenter.
  public weak var view: ProductView?
  private let catalogStore: CatalogStore
  private let navigator: ProductNavigator
  private let product: Product?
  private var draft: ProductDraft
  private var nameWasEdited = false
  private var priceWasEdited = false

  /// Creates a presenter that edits `product`, or adds a new one when it is `nil`, in
  /// `catalogStore`, leaving through `navigator`. Set `view` before the first event.
  public init(product: Product?, catalogStore: CatalogStore, navigator: ProductNavigator) {
    self.product = product
    self.catalogStore = catalogStore
    self.navigator = navigator
    draft = product.map(ProductDraft.init(product:)) ?? ProductDraft()
  }

  /// Call once the screen is built: shows the title, the prefilled fields, no errors yet.
  public func viewDidLoad() {
    view?.setTitle(product == nil ? Strings.Product.addTitle : Strings.Product.editTitle)
    view?.setName(draft.name)
    view?.setPrice(draft.price)
    view?.setDeleteVisible(product != nil)
    refresh()
  }

  /// Call on every edit of the name field.
  public func nameChanged(_ name: String) {
    draft.name = name
    nameWasEdited = true
    refresh()
  }

  /// Call on every edit of the price field.
  public func priceChanged(_ price: String) {
    draft.price = price
    priceWasEdited = true
    refresh()
  }

  /// Call when Save is tapped: stores the trimmed name and the price, then leaves.
  public func saveButtonTapped() {
    guard let seed = draft.validated(among: catalogProducts(), editing: product?.id) else { return }
    do {
      if let product {
        try catalogStore.update(Product(id: product.id, name: seed.name, price: seed.price))
      } else {
        try catalogStore.add(name: seed.name, price: seed.price)
      }
    } catch {
      view?.showAlert(.storeFailure(error))
      return
    }
    navigator.closeProduct()
  }

  /// Call when Cancel is tapped: leaves, changing nothing.
  public func cancelButtonTapped() {
    navigator.closeProduct()
  }

  /// Call when Delete is tapped: asks to confirm, naming the product as stored.
  public func deleteButtonTapped() {
    guard let product else { return }
    view?.showDeleteConfirmation(.confirmDelete(product.name))
  }

  /// Call when the deletion is confirmed: removes the product, then leaves.
  public func deleteConfirmed() {
    guard let product else { return }
    do {
      try catalogStore.delete(product.id)
    } catch {
      view?.showAlert(.storeFailure(error))
      return
    }
    navigator.closeProduct()
  }

  private func refresh() {
    let products = catalogProducts()
    let id = product?.id
    view?.setNameError(nameWasEdited ? draft.nameError(among: products, editing: id) : nil)
    view?.setPriceError(priceWasEdited ? draft.priceError : nil)
    view?.setSaveEnabled(draft.isValid(among: products, editing: id))
  }

  /// The catalog to check the name against; a store that cannot be read has no twins.
  private func catalogProducts() -> [Product] {
    (try? catalogStore.allProducts()) ?? []
  }
}
