// View (MV): the product screen, to add a product or edit one. The fields and which of them
// the user edited are the view's own state; the catalog model is read from the environment.
// Owns: the draft as typed, which fields were edited, the catalog the name must differ from,
// the alerts on screen, and every presentation decision of the screen (the title, the error
// labels, the delete confirmation, the refused-write alerts); it dismisses itself when done.
// Must not know: the name and price rules (Domain's `ProductDraft`), nor the catalog screen.
import Domain
import HeadlessSwiftUI
import SwiftUILayouts

/// The product screen (MV's V): checks the fields with a Domain `ProductDraft` on every
/// update, shows the first failing rule under a field once it was edited, enables Save,
/// writes through the `CatalogModel`, confirms deletes, and dismisses itself when done.
struct ProductView: View {
  let mode: ProductMode
  @Environment(CatalogModel.self) private var catalogModel
  @Environment(\.dismiss) private var dismiss
  @State private var name: String
  @State private var price: String
  /// The catalog the name must differ from (read when the screen loads).
  @State private var catalog: [Product] = []
  @State private var nameWasEdited = false
  @State private var priceWasEdited = false
  /// The alert on screen, if any.
  @State private var alert: AlertText?
  @State private var deleteConfirmation: AlertText?

  /// A product screen for `mode`, its fields filled from the product when editing.
  init(mode: ProductMode) {
    self.mode = mode
    let start = mode.product.map(ProductDraft.init(product:)) ?? ProductDraft()
    _name = State(initialValue: start.name)
    _price = State(initialValue: start.price)
  }

  var body: some View {
    let check = draft.check(among: catalog, editing: mode.product?.id)
    VStack {
      ProductLayout.Title(
        mode.product == nil ? Strings.Product.addTitle : Strings.Product.editTitle)
      ProductLayout.NameField(text: Binding(get: { name }, set: nameChanged))
      ProductLayout.NameError(nameWasEdited ? check.nameError.map(Self.message(for:)) : nil)
      ProductLayout.PriceField(text: Binding(get: { price }, set: priceChanged))
      ProductLayout.PriceError(priceWasEdited ? check.priceError.map(Self.message(for:)) : nil)
      ProductLayout.SaveButton(action: saveButtonTapped).disabled(!check.isValid)
      ProductLayout.CancelButton(action: cancelButtonTapped)
      if mode.product != nil { ProductLayout.DeleteButton(action: deleteButtonTapped) }
    }
    .productScreen()
    .onAppear(perform: viewDidLoad)
    .alert($alert)
    .confirmation($deleteConfirmation, confirmed: deleteConfirmed)
  }

  // MARK: Events, in the order a user meets them

  /// The catalog is read once, as the screen loads.
  private func viewDidLoad() {
    catalogModel.loadCatalog()
    catalog = catalogModel.catalog
  }

  private func nameChanged(_ name: String) {
    self.name = name
    nameWasEdited = true
  }

  private func priceChanged(_ price: String) {
    self.price = price
    priceWasEdited = true
  }

  /// Product rules 4 and 7: store, then dismiss; a refused write stays here with an alert.
  private func saveButtonTapped() {
    guard let seed = draft.validated(among: catalog, editing: mode.product?.id) else { return }
    do {
      switch mode {
      case .add: try catalogModel.add(seed)
      case .edit(let product):
        try catalogModel.update(Product(id: product.id, name: seed.name, price: seed.price))
      }
    } catch {
      alert = Self.writeFailedAlert(title: Strings.Product.notSavedTitle)
      return
    }
    dismiss()
  }

  private func cancelButtonTapped() {
    dismiss()
  }

  /// Product rule 6: asks first, naming the product as stored.
  private func deleteButtonTapped() {
    guard case .edit(let product) = mode else { return }
    deleteConfirmation = Self.deleteConfirmation(for: product)
  }

  /// Product rules 6 and 7: remove, then dismiss; a refused write stays here with an alert.
  private func deleteConfirmed() {
    guard case .edit(let product) = mode else { return }
    do {
      try catalogModel.delete(product)
    } catch {
      alert = Self.writeFailedAlert(title: Strings.Product.notDeletedTitle)
      return
    }
    dismiss()
  }

  // MARK: Helpers

  /// The fields as typed.
  private var draft: ProductDraft { ProductDraft(name: name, price: price) }

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
