// State (TEA): everything the product screen shows, as one value.
// Owns: the mode, the catalog to check names against, the draft as typed, which fields were
// edited, the alerts; and, as computed properties, what derives from them: the title, the
// error labels' texts, whether Save is enabled and Delete shown. Must not know: widgets, the
// clock, the store (no UI module, no Scheduling here).
import Domain

/// The product screen's state (app spec, Product rules 1-7).
public struct ProductState: Equatable, Sendable {
  /// Adding a product or editing one.
  public var mode: ProductMode
  /// The catalog as read when the screen loaded: the names a name must not repeat (empty
  /// until then, and when it could not be read).
  public var catalog: [Product]
  /// The name field's text, as typed.
  public var name: String
  /// The price field's text, as typed.
  public var price: String
  /// Whether the user edited the name on this screen (its error shows only then).
  public var nameWasEdited = false
  /// Whether the user edited the price on this screen.
  public var priceWasEdited = false
  /// The alert on show ("Not saved", "Not deleted"), until dismissed.
  public var alert: AlertText?
  /// The delete confirmation on show, until answered.
  public var deleteConfirmation: AlertText?

  /// The form for `mode`, prefilled when editing, checked against `catalog` (the screen reads
  /// it as it loads).
  public init(mode: ProductMode, catalog: [Product] = []) {
    self.mode = mode
    self.catalog = catalog
    let draft = mode.product.map(ProductDraft.init(product:)) ?? ProductDraft()
    name = draft.name
    price = draft.price
  }

  /// The fields as typed.
  public var draft: ProductDraft { ProductDraft(name: name, price: price) }

  /// Product rules 1 and 2: each field's first failing rule, and whether the draft is valid.
  public var check: ProductCheck { draft.check(among: catalog, editing: mode.product?.id) }

  /// "New product" or "Edit product".
  public var title: String {
    mode.product == nil ? Strings.Product.addTitle : Strings.Product.editTitle
  }

  /// Product rules 1 and 3: the name's first failing rule, once edited; `nil` hides the label.
  public var nameError: String? {
    guard nameWasEdited, let error = check.nameError else { return nil }
    switch error {
    case .required: return Strings.Product.nameRequired
    case .tooLong: return Strings.Product.nameTooLong
    case .duplicate(let name): return Strings.Product.duplicateName(name)
    }
  }

  /// Product rules 2 and 3: the price's first failing rule, once edited; `nil` hides the label.
  public var priceError: String? {
    guard priceWasEdited, let error = check.priceError else { return nil }
    switch error {
    case .required: return Strings.Product.priceRequired
    case .malformed: return Strings.Product.priceMalformed
    case .tooHigh: return Strings.Product.priceTooHigh
    }
  }

  /// Whether Save is enabled: both fields valid.
  public var canSave: Bool { check.isValid }

  /// Whether Delete is hidden: in add mode.
  public var isDeleteHidden: Bool { mode.product == nil }
}
