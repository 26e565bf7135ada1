// State (TEA): everything the product screen shows, as one value.
// Owns: the mode, the draft as typed, which fields were edited, the errors, the alerts. Must
// not know: widgets, the clock, the store (no UI module, no Scheduling here).
import Domain

/// The product screen's state (app spec, Product rules 1-7).
public struct ProductState: Equatable, Sendable {
  /// Adding a product or editing one.
  public var mode: ProductMode
  /// The catalog when the screen opened: the names a new name must not repeat.
  public var catalog: [Product]
  /// The name field's text, as typed.
  public var name: String
  /// The price field's text, as typed.
  public var price: String
  /// Whether the user edited the name on this screen (its error shows only then).
  public var nameWasEdited = false
  /// Whether the user edited the price on this screen.
  public var priceWasEdited = false
  /// The name's first failing rule, once edited; `nil` hides the label.
  public var nameError: String?
  /// The price's first failing rule, once edited; `nil` hides the label.
  public var priceError: String?
  /// Whether Save is enabled: both fields valid.
  public var canSave: Bool
  /// The alert on show ("Not saved", "Not deleted"), until dismissed.
  public var alert: AlertText?
  /// The delete confirmation on show, until answered.
  public var confirmation: AlertText?

  /// The form for `mode`, prefilled when editing, checked against `catalog`.
  public init(mode: ProductMode, catalog: [Product]) {
    self.mode = mode
    self.catalog = catalog
    let draft = mode.product.map(ProductDraft.init(product:)) ?? ProductDraft()
    name = draft.name
    price = draft.price
    canSave = draft.isValid(among: catalog, editing: mode.product?.id)
  }

  /// "New product" or "Edit product".
  public var title: String {
    mode.product == nil ? Strings.Product.addTitle : Strings.Product.editTitle
  }

  /// Whether Delete shows: in edit mode only.
  public var isDeleteVisible: Bool { mode.product != nil }
}
