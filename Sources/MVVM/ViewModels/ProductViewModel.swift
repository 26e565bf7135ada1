// ViewModel (MVVM): the product form as streams. The fields' edits make a Domain
// `ProductDraft`, whose rules give the errors, Save's state and what is stored. Store writes
// run in `flatMap`, once per confirmed tap; a write that succeeded closes the screen, one
// that failed shows an alert and stays. It decides the title, the delete confirmation and
// the failure alerts.
// Owns: the draft, which fields were edited, the writes, those decisions, and when to close
// (the `closeProduct` output). Must not know: any view, control, UIKit type or navigator
// (imports Domain and Reactive only).
import Domain
import Reactive

/// Call these when the user acts on the product screen.
public protocol ProductViewModelInputs {
  /// Call once the view has loaded and bound the outputs: the catalog is read then.
  func viewDidLoad()
  /// Call on each edit of the name field (not when it is filled in from `nameText`).
  func nameChanged(_ name: String)
  /// Call on each edit of the price field (not when it is filled in from `priceText`).
  func priceChanged(_ price: String)
  /// Call when Save is tapped.
  func saveButtonTapped()
  /// Call when Cancel is tapped.
  func cancelButtonTapped()
  /// Call when Delete is tapped (this asks for confirmation).
  func deleteButtonTapped()
  /// Call when the delete confirmation's "Delete" button is tapped.
  func deleteConfirmed()
}

/// Bind to these: drivers for state, signals for one-shot events.
public protocol ProductViewModelOutputs {
  /// The screen's title: "New product" or "Edit product".
  var title: Driver<String> { get }
  /// The name field's starting text.
  var nameText: Driver<String> { get }
  /// The price field's starting text, like "1599.00".
  var priceText: Driver<String> { get }
  /// The name's first failing rule, once the name was edited; `nil` otherwise.
  var nameError: Driver<String?> { get }
  /// Whether the name's error label is hidden.
  var isNameErrorHidden: Driver<Bool> { get }
  /// The price's first failing rule, once the price was edited; `nil` otherwise.
  var priceError: Driver<String?> { get }
  /// Whether the price's error label is hidden.
  var isPriceErrorHidden: Driver<Bool> { get }
  /// Whether Save is enabled: both fields valid.
  var isSaveEnabled: Driver<Bool> { get }
  /// Whether Delete is hidden (in add mode).
  var isDeleteHidden: Driver<Bool> { get }
  /// The delete confirmation to present; its last button confirms.
  var deleteConfirmation: Signal<AlertText> { get }
  /// An alert to present: the catalog refused a save or a delete.
  var alert: Signal<AlertText> { get }
  /// The screen must close: after a write the catalog took, or on Cancel (Product 4-6).
  var closeProduct: Signal<Void> { get }
}

/// A product view model: its inputs and its outputs.
public protocol ProductViewModelType {
  /// What the view calls.
  var inputs: ProductViewModelInputs { get }
  /// What the view binds to.
  var outputs: ProductViewModelOutputs { get }
}

/// The product screen's view model (app spec, Product rules 1-7).
public final class ProductViewModel: ProductViewModelType, ProductViewModelInputs,
  ProductViewModelOutputs
{
  public var inputs: ProductViewModelInputs { self }
  public var outputs: ProductViewModelOutputs { self }

  public let title: Driver<String>
  public let nameText: Driver<String>
  public let priceText: Driver<String>
  public let nameError: Driver<String?>
  public let isNameErrorHidden: Driver<Bool>
  public let priceError: Driver<String?>
  public let isPriceErrorHidden: Driver<Bool>
  public let isSaveEnabled: Driver<Bool>
  public let isDeleteHidden: Driver<Bool>
  public let deleteConfirmation: Signal<AlertText>
  public let alert: Signal<AlertText>
  public let closeProduct: Signal<Void>

  private let viewDidLoadRelay: PublishRelay<Void>
  /// Each field's text as last edited; `nil` until edited on this screen.
  private let nameEdit: BehaviorRelay<String?>
  private let priceEdit: BehaviorRelay<String?>
  private let saveTap: PublishRelay<Void>
  private let cancelTap: PublishRelay<Void>
  private let deleteTap: PublishRelay<Void>
  private let deleteConfirmTap: PublishRelay<Void>

  /// A view model for `mode`, validating against and writing to `catalogStore`.
  public init(mode: ProductMode, catalogStore: CatalogStore) {
    let nameEdit = BehaviorRelay<String?>(value: nil),
      priceEdit = BehaviorRelay<String?>(value: nil)
    let saveTap = PublishRelay<Void>(), cancelTap = PublishRelay<Void>()
    let deleteTap = PublishRelay<Void>(), deleteConfirmTap = PublishRelay<Void>()
    let viewDidLoad = PublishRelay<Void>()

    let stored = mode.product
    let start = stored.map(ProductDraft.init(product:)) ?? ProductDraft()
    // The catalog the name must differ from: read once, as the screen loads (one that cannot
    // be read has no other names).
    let catalog = viewDidLoad.take(1).flatMap { catalogStore.productsRequest() }
      .map { $0 ?? [] }.share(replay: 1)
    let draft = Observable.combineLatest(nameEdit, priceEdit) {
      ProductDraft(name: $0 ?? start.name, price: $1 ?? start.price)
    }

    title = .just(stored == nil ? Strings.Product.addTitle : Strings.Product.editTitle)
    nameText = .just(start.name)
    priceText = .just(start.price)
    // Each error depends on its own field only (no glitch from combining with the draft).
    nameError = Observable.combineLatest(nameEdit, catalog) { edit, catalog in
      edit.flatMap { ProductDraft(name: $0).nameError(among: catalog, editing: stored?.id) }
        .map(ProductViewModel.message(for:))
    }
    .distinctUntilChanged().asDriver(onErrorJustReturn: nil)
    isNameErrorHidden = nameError.map { $0 == nil }.distinctUntilChanged()
    priceError = priceEdit.map { edit in
      edit.flatMap { ProductDraft(price: $0).priceError }.map(ProductViewModel.message(for:))
    }
    .distinctUntilChanged().asDriver(onErrorJustReturn: nil)
    isPriceErrorHidden = priceError.map { $0 == nil }.distinctUntilChanged()
    isSaveEnabled = Observable.combineLatest(draft, catalog) {
      $0.isValid(among: $1, editing: stored?.id)
    }
    .distinctUntilChanged().asDriver(onErrorJustReturn: false)
    isDeleteHidden = .just(stored == nil)

    // The writes: each runs once per tap (shared), and says whether the catalog took it.
    let saved = saveTap.withLatestFrom(Observable.combineLatest(draft, catalog))
      .compactMap { $0.validated(among: $1, editing: stored?.id) }
      .flatMap { seed in
        catalogStore.writeRequest { store in
          if let stored {
            try store.update(Product(id: stored.id, name: seed.name, price: seed.price))
          } else {
            try store.add(name: seed.name, price: seed.price)
          }
        }
      }
      .share()
    let deleted = deleteConfirmTap.compactMap { stored }
      .flatMap { product in catalogStore.writeRequest { try $0.delete(product.id) } }
      .share()

    deleteConfirmation = deleteTap.compactMap {
      stored.map(ProductViewModel.deleteConfirmation(for:))
    }
    .asSignal(onErrorSignalWith: .empty())
    let refusedSave = saved.filter { !$0 }.map { _ in Strings.Product.notSavedTitle }
    let refusedDelete = deleted.filter { !$0 }.map { _ in Strings.Product.notDeletedTitle }
    alert = Observable.merge(refusedSave, refusedDelete).map(
      ProductViewModel.writeFailedAlert(title:)
    )
    .asSignal(onErrorSignalWith: .empty())

    (self.viewDidLoadRelay, self.nameEdit, self.priceEdit) = (viewDidLoad, nameEdit, priceEdit)
    self.saveTap = saveTap
    (self.cancelTap, self.deleteTap, self.deleteConfirmTap) =
      (cancelTap, deleteTap, deleteConfirmTap)

    // Close after a write the catalog took (never after a refused one), or on Cancel.
    let written = Observable.merge(saved, deleted).filter { $0 }.map { _ in () }
    closeProduct = Observable.merge(written, cancelTap.asObservable())
      .asSignal(onErrorSignalWith: .empty())
  }

  // MARK: Inputs

  public func viewDidLoad() { viewDidLoadRelay.accept(()) }
  public func nameChanged(_ name: String) { nameEdit.accept(name) }
  public func priceChanged(_ price: String) { priceEdit.accept(price) }
  public func saveButtonTapped() { saveTap.accept(()) }
  public func cancelButtonTapped() { cancelTap.accept(()) }
  public func deleteButtonTapped() { deleteTap.accept(()) }
  public func deleteConfirmed() { deleteConfirmTap.accept(()) }

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
