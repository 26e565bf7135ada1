// ViewModel role: the product form as streams. The two fields' edits make a Domain
// `ProductDraft`; its rules give the error texts, whether Save is enabled and what is stored.
// Store writes happen in the save and delete streams, whose results become a route or an alert.
// Owns: the draft, which fields were edited, the store writes. Must not know: any view,
// control or UIKit type (imports Reactive, Domain, Scheduling only).
import Domain
import Reactive
import Scheduling

/// Which product the form is for.
public enum ProductMode: Equatable {
  /// A new product.
  case add
  /// An existing product, as stored.
  case edit(Product)
}

/// Where the product screen sends the user; the composition layer acts on it.
public enum ProductRoute: Equatable {
  /// Back to the catalog (saved, cancelled or deleted).
  case close
}

/// Call these when the user acts on the product screen.
public protocol ProductViewModelInputs {
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
  var confirmDelete: Signal<AlertText> { get }
  /// An alert to present (the store failed).
  var alert: Signal<AlertText> { get }
  /// Where to go next.
  var route: Signal<ProductRoute> { get }
}

/// A product view model: its inputs and its outputs.
public protocol ProductViewModelType {
  /// What the view calls.
  var inputs: ProductViewModelInputs { get }
  /// What the view binds to.
  var outputs: ProductViewModelOutputs { get }
}

/// The product screen's view model (app spec, Product rules 1-6).
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
  public let confirmDelete: Signal<AlertText>
  public let alert: Signal<AlertText>
  public let route: Signal<ProductRoute>

  /// Each field's text as last edited; `nil` until edited on this screen.
  private let nameEdit: BehaviorRelay<String?>
  private let priceEdit: BehaviorRelay<String?>
  private let saveTap: PublishRelay<Void>
  private let cancelTap: PublishRelay<Void>
  private let deleteTap: PublishRelay<Void>
  private let deleteConfirmation: PublishRelay<Void>

  /// A view model for `mode`, validating against and writing to `catalogStore`.
  public init(mode: ProductMode, catalogStore: CatalogStore) {
    let nameEdit = BehaviorRelay<String?>(value: nil),
      priceEdit = BehaviorRelay<String?>(value: nil)
    let saveTap = PublishRelay<Void>(), cancelTap = PublishRelay<Void>()
    let deleteTap = PublishRelay<Void>(), deleteConfirmation = PublishRelay<Void>()

    let stored: Product? = if case .edit(let product) = mode { product } else { nil }
    let start = stored.map(ProductDraft.init(product:)) ?? ProductDraft()
    let catalog = (try? catalogStore.allProducts()) ?? []
    let draft = Observable.combineLatest(nameEdit, priceEdit) {
      ProductDraft(name: $0 ?? start.name, price: $1 ?? start.price)
    }

    title = .just(stored == nil ? Strings.Product.addTitle : Strings.Product.editTitle)
    nameText = .just(start.name)
    priceText = .just(start.price)
    // Each error depends on its own field only (no glitch from combining with the draft).
    nameError = nameEdit.map { edit in
      edit.flatMap { ProductDraft(name: $0).nameError(among: catalog, editing: stored?.id) }
    }
    .distinctUntilChanged().asDriver(onErrorJustReturn: nil)
    isNameErrorHidden = nameError.map { $0 == nil }.distinctUntilChanged()
    priceError = priceEdit.map { edit in edit.flatMap { ProductDraft(price: $0).priceError } }
      .distinctUntilChanged().asDriver(onErrorJustReturn: nil)
    isPriceErrorHidden = priceError.map { $0 == nil }.distinctUntilChanged()
    isSaveEnabled = draft.map { $0.isValid(among: catalog, editing: stored?.id) }
      .distinctUntilChanged().asDriver(onErrorJustReturn: false)
    isDeleteHidden = .just(stored == nil)

    // Store writes: each runs once per tap (shared), and reports success or the error.
    let saves = saveTap.withLatestFrom(draft)
      .compactMap { $0.validated(among: catalog, editing: stored?.id) }
      .map { seed in
        Result {
          if let stored {
            try catalogStore.update(Product(id: stored.id, name: seed.name, price: seed.price))
          } else {
            _ = try catalogStore.add(name: seed.name, price: seed.price)
          }
        }
      }
    let deletes = deleteConfirmation.compactMap { stored }
      .map { product in Result { try catalogStore.delete(product.id) } }
    let writes = Observable.merge(saves, deletes).share()

    confirmDelete = deleteTap.compactMap { stored.map { AlertText.confirmDelete($0.name) } }
      .asSignal(onErrorSignalWith: .empty())
    alert = writes.compactMap { write -> AlertText? in
      guard case .failure(let error) = write else { return nil }
      return AlertText.storeFailure(error)
    }
    .asSignal(onErrorSignalWith: .empty())
    route = Observable.merge(
      writes.compactMap { write in (try? write.get()).map { ProductRoute.close } },
      cancelTap.map { ProductRoute.close }
    )
    .asSignal(onErrorSignalWith: .empty())

    (self.nameEdit, self.priceEdit, self.saveTap) = (nameEdit, priceEdit, saveTap)
    (self.cancelTap, self.deleteTap, self.deleteConfirmation) =
      (cancelTap, deleteTap, deleteConfirmation)
  }

  // MARK: Inputs

  public func nameChanged(_ name: String) { nameEdit.accept(name) }
  public func priceChanged(_ price: String) { priceEdit.accept(price) }
  public func saveButtonTapped() { saveTap.accept(()) }
  public func cancelButtonTapped() { cancelTap.accept(()) }
  public func deleteButtonTapped() { deleteTap.accept(()) }
  public func deleteConfirmed() { deleteConfirmation.accept(()) }
}
