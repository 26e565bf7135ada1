// Presenter (VIPER): every presentation decision of the product screen (Product rules 1-7).
// Owns: the mode (which product, if any, is edited, held here only), the draft as typed,
// which fields were edited here (an error shows only then), the title, the delete
// confirmation and the refused-write alerts. Must not know: widgets (no UI module), the
// store, view controllers.
import Domain

/// Turns the product screen's events into interactor requests, and the interactor's answers
/// into view commands and routes.
public final class ProductPresenter: ProductPresenting, ProductInteractorOutput {
  /// The screen it drives; weak, because the screen owns its presenter.
  public weak var view: ProductView?
  private let mode: ProductMode
  private let interactor: ProductInteracting
  private let router: ProductRouting
  private var draft: ProductDraft
  private var nameWasEdited = false
  private var priceWasEdited = false

  /// A presenter for a product screen opened in `mode`, asking `interactor` for the use
  /// cases and `router` to leave.
  public init(mode: ProductMode, interactor: ProductInteracting, router: ProductRouting) {
    self.mode = mode
    self.interactor = interactor
    self.router = router
    draft = mode.product.map(ProductDraft.init(product:)) ?? ProductDraft()
  }

  // MARK: ProductPresenting

  /// Has the catalog read (the names a name must differ from), then shows the title, the
  /// prefilled fields and Delete (edit mode only), no errors yet.
  public func viewDidLoad() {
    interactor.loadCatalog()
    view?.setTitle(mode.product == nil ? Strings.Product.addTitle : Strings.Product.editTitle)
    view?.setName(draft.name)
    view?.setPrice(draft.price)
    view?.setDeleteHidden(mode.product == nil)
    refresh()
  }

  /// Product rules 1 and 3.
  public func nameChanged(_ name: String) {
    draft.name = name
    nameWasEdited = true
    refresh()
  }

  /// Product rules 2 and 3.
  public func priceChanged(_ price: String) {
    draft.price = price
    priceWasEdited = true
    refresh()
  }

  /// Product rule 4: the interactor stores, then answers.
  public func saveButtonTapped() {
    interactor.save(draft, for: mode)
  }

  /// Product rule 5: leaves, changing nothing.
  public func cancelButtonTapped() {
    router.closeProduct()
  }

  /// Product rule 6: asks to confirm, naming the product as stored.
  public func deleteButtonTapped() {
    guard let product = mode.product else { return }
    view?.showDeleteConfirmation(Self.deleteConfirmation(for: product))
  }

  /// Product rule 6: the interactor deletes, then answers.
  public func deleteConfirmed() {
    guard let product = mode.product else { return }
    interactor.delete(product)
  }

  // MARK: ProductInteractorOutput

  /// Product rule 4: back to the catalog.
  public func productSaved() {
    router.closeProduct()
  }

  /// Product rule 7: "Not saved", staying on the screen as it was.
  public func productNotSaved() {
    view?.showAlert(Self.writeFailedAlert(title: Strings.Product.notSavedTitle))
  }

  /// Product rule 6: back to the catalog.
  public func productDeleted() {
    router.closeProduct()
  }

  /// Product rule 7: "Not deleted", staying on the screen as it was.
  public func productNotDeleted() {
    view?.showAlert(Self.writeFailedAlert(title: Strings.Product.notDeletedTitle))
  }

  // MARK: Private

  /// Product rules 1-3: each edited field's first failing rule; Save only for a valid draft.
  private func refresh() {
    let check = interactor.check(draft, editing: mode.product?.id)
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
