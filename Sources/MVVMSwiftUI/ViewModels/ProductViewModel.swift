// ViewModel (MVVM with Observation): the product form as observable state. The fields'
// edits make a Domain `ProductDraft`, whose rules give the errors, Save's state and what is
// stored. A write that succeeded closes the screen; one that failed shows an alert and
// stays.
// Owns: the draft, which fields were edited, the catalog the name must differ from, the
// writes, the title, the delete confirmation, the failure alerts, and when to close
// (through its `ProductNavigator`). Must not know: any view or UI type (imports Domain and
// Observation only).
import Domain
import Observation

/// The product screen's view model (app spec, Product rules 1-7).
@Observable
public final class ProductViewModel {
  /// The name field's text.
  public private(set) var name: String
  /// The price field's text, like "1599.00" when editing.
  public private(set) var price: String
  /// The alert on screen, if any.
  public var alert: AlertText?
  /// The delete confirmation on screen, if any; its last button confirms.
  public var deleteConfirmation: AlertText?
  /// Whether the user edited the name (then its error may show).
  public private(set) var nameWasEdited = false
  /// Whether the user edited the price (then its error may show).
  public private(set) var priceWasEdited = false

  @ObservationIgnored private let mode: ProductMode
  @ObservationIgnored private let catalogStore: CatalogStore
  @ObservationIgnored private let navigator: ProductNavigator
  /// The catalog the name must differ from (read when the screen loads).
  private var catalog: [Product] = []

  /// A view model for `mode`, validating against and writing to `catalogStore`.
  public init(mode: ProductMode, catalogStore: CatalogStore, navigator: ProductNavigator) {
    self.mode = mode
    self.catalogStore = catalogStore
    self.navigator = navigator
    let start = mode.product.map(ProductDraft.init(product:)) ?? ProductDraft()
    name = start.name
    price = start.price
  }

  // MARK: What the screen shows

  /// "New product" or "Edit product".
  public var title: String {
    mode.product == nil ? Strings.Product.addTitle : Strings.Product.editTitle
  }

  /// Product rules 1 and 3: the name's first failing rule, once the name was edited.
  public var nameError: String? {
    guard nameWasEdited else { return nil }
    return check.nameError.map(Self.message(for:))
  }

  /// Product rules 2 and 3: the price's first failing rule, once the price was edited.
  public var priceError: String? {
    guard priceWasEdited else { return nil }
    return check.priceError.map(Self.message(for:))
  }

  /// Whether Save is enabled: both fields valid.
  public var canSave: Bool { check.isValid }

  /// Whether Delete is hidden (in add mode).
  public var isDeleteHidden: Bool { mode.product == nil }

  // MARK: Events, in the order a user meets them

  /// The catalog is read once, as the screen loads.
  public func viewDidLoad() {
    catalog = (try? catalogStore.allProducts()) ?? []
  }

  public func nameChanged(_ name: String) {
    self.name = name
    nameWasEdited = true
  }

  public func priceChanged(_ price: String) {
    self.price = price
    priceWasEdited = true
  }

  /// Product rules 4 and 7: store, then close; a refused write stays here with an alert.
  public func saveButtonTapped() {
    guard let seed = draft.validated(among: catalog, editing: mode.product?.id) else { return }
    do {
      switch mode {
      case .add: try catalogStore.add(name: seed.name, price: seed.price)
      case .edit(let product):
        try catalogStore.update(Product(id: product.id, name: seed.name, price: seed.price))
      }
    } catch {
      alert = Self.writeFailedAlert(title: Strings.Product.notSavedTitle)
      return
    }
    navigator.closeProduct()
  }

  public func cancelButtonTapped() {
    navigator.closeProduct()
  }

  /// Product rule 6: asks first, naming the product as stored.
  public func deleteButtonTapped() {
    guard case .edit(let product) = mode else { return }
    deleteConfirmation = Self.deleteConfirmation(for: product)
  }

  /// Product rules 6 and 7: remove, then close; a refused write stays here with an alert.
  public func deleteConfirmed() {
    guard case .edit(let product) = mode else { return }
    do {
      try catalogStore.delete(product.id)
    } catch {
      alert = Self.writeFailedAlert(title: Strings.Product.notDeletedTitle)
      return
    }
    navigator.closeProduct()
  }

  // MARK: Helpers

  /// The fields as typed.
  private var draft: ProductDraft { ProductDraft(name: name, price: price) }

  /// Product rules 1-2: both fields' first failing rules.
  private var check: ProductCheck { draft.check(among: catalog, editing: mode.product?.id) }

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
