// Presenter (MVP): every decision of the product screen (Product rules 1-7).
// Owns: the draft as typed, which fields the user edited on this screen (an error shows only
// then), the writes to the `CatalogStore`, and what the screen shows: the title, the error
// labels, the delete confirmation, the refused-write alerts. Must not know: any widget (no UI
// module), nor the name and price rules (Domain's `ProductDraft`); it tells its `ProductView`
// (held weakly) what to show and asks its `ProductNavigator` to leave.
import Domain

/// Decides what the product screen shows and does.
public final class ProductPresenter: ProductPresenting {
  /// The screen it drives; weak, because the screen owns its presenter.
  public weak var view: ProductView?
  private let mode: ProductMode
  private let catalogStore: CatalogStore
  private let navigator: ProductNavigator
  private var draft: ProductDraft
  /// The catalog the name must differ from (read when the screen loads).
  private var catalog: [Product] = []
  private var nameWasEdited = false
  private var priceWasEdited = false

  /// Creates a presenter that adds a product or edits one (`mode`) in `catalogStore`, leaving
  /// through `navigator`. Set `view` before the first event.
  public init(mode: ProductMode, catalogStore: CatalogStore, navigator: ProductNavigator) {
    self.mode = mode
    self.catalogStore = catalogStore
    self.navigator = navigator
    draft = mode.product.map(ProductDraft.init(product:)) ?? ProductDraft()
  }

  /// Reads the catalog (the names a name must differ from), then shows the title, the
  /// prefilled fields and Delete (edit mode only), no errors yet.
  public func viewDidLoad() {
    catalog = (try? catalogStore.allProducts()) ?? []
    view?.setTitle(mode.product == nil ? Strings.Product.addTitle : Strings.Product.editTitle)
    view?.setName(draft.name)
    view?.setPrice(draft.price)
    view?.setDeleteHidden(mode.product == nil)
    refresh()
  }

  public func nameChanged(_ name: String) {
    draft.name = name
    nameWasEdited = true
    refresh()
  }

  public func priceChanged(_ price: String) {
    draft.price = price
    priceWasEdited = true
    refresh()
  }

  /// Product rules 4 and 7: stores the trimmed name and the price, then leaves; a refused
  /// write stays here with an alert.
  public func saveButtonTapped() {
    guard let seed = draft.validated(among: catalog, editing: mode.product?.id)
    else { return }
    do {
      switch mode {
      case .add:
        try catalogStore.add(name: seed.name, price: seed.price)
      case .edit(let product):
        try catalogStore.update(Product(id: product.id, name: seed.name, price: seed.price))
      }
    } catch {
      view?.showAlert(Self.writeFailedAlert(title: Strings.Product.notSavedTitle))
      return
    }
    navigator.closeProduct()
  }

  /// Product rule 5: leaves, changing nothing.
  public func cancelButtonTapped() {
    navigator.closeProduct()
  }

  /// Product rule 6: asks first, naming the product as stored.
  public func deleteButtonTapped() {
    guard case .edit(let product) = mode else { return }
    view?.showDeleteConfirmation(Self.deleteConfirmation(for: product))
  }

  /// Product rules 6 and 7: removes the product, then leaves; a refused write stays here with
  /// an alert.
  public func deleteConfirmed() {
    guard case .edit(let product) = mode else { return }
    do {
      try catalogStore.delete(product.id)
    } catch {
      view?.showAlert(Self.writeFailedAlert(title: Strings.Product.notDeletedTitle))
      return
    }
    navigator.closeProduct()
  }

  /// Product rules 1-3: each edited field's first failing rule; Save only for a valid draft.
  private func refresh() {
    let check = draft.check(among: catalog, editing: mode.product?.id)
    view?.setNameError(nameWasEdited ? check.nameError.map(Self.message(for:)) : nil)
    view?.setPriceError(priceWasEdited ? check.priceError.map(Self.message(for:)) : nil)
    view?.setSaveEnabled(check.isValid)
  }

  // MARK: Presentation decisions

  /// Product rule 1's messages.
  private static func message(for error: ProductNameError) -> String {
    switch error {
    case .required: Strings.Product.nameRequired
    case .tooLong: Strings.Product.nameTooLong
    case .duplicate(let name): Strings.Product.duplicateName(name)
    }
  }

  /// Product rule 2's messages.
  private static func message(for error: ProductPriceError) -> String {
    switch error {
    case .required: Strings.Product.priceRequired
    case .malformed: Strings.Product.priceMalformed
    case .tooHigh: Strings.Product.priceTooHigh
    }
  }

  /// Product rule 6: "Delete “X”?", X the name as stored, with "Cancel" and "Delete".
  private static func deleteConfirmation(for product: Product) -> AlertText {
    AlertText(
      title: Strings.Product.deleteTitle(product.name), message: Strings.Product.deleteMessage,
      buttons: [Strings.Alert.cancel, Strings.Product.delete])
  }

  /// Product rule 7: "Not saved" or "Not deleted"; the error's own description never shows.
  private static func writeFailedAlert(title: String) -> AlertText {
    AlertText(title: title, message: Strings.Product.writeFailedMessage, button: Strings.Alert.ok)
  }
}
