// Controller (MVC): the product screen, to add a product or edit one.
// Owns: its `ProductLayout`, which fields the user edited, the writes to the `CatalogStore`,
// and every presentation decision of the screen (the title, the error labels, the delete
// confirmation, the refused-write alerts); it pops itself when done. Must not know: the
// name and price rules (Domain's `ProductDraft`), nor the catalog screen that pushed it.
import Domain
import Foundation
import HeadlessUI
import Layouts

/// The product screen's controller (MVC's C): reads the fields into a Domain `ProductDraft` on
/// every edit, shows the first failing rule under a field once it was edited, enables Save,
/// writes to the `CatalogStore`, confirms deletes, and pops itself when done.
final class ProductViewController: UIViewController {
  private let mode: ProductMode
  private let store: CatalogStore
  private lazy var layout = ProductLayout()
  /// The catalog the name must differ from (read when the screen loads).
  private var catalog: [Product] = []
  /// Whether the user edited the name (then its error label may show).
  private var nameWasEdited = false
  /// Whether the user edited the price (then its error label may show).
  private var priceWasEdited = false

  /// A product screen for `mode` that stores into `store`.
  init(mode: ProductMode, store: CatalogStore) {
    self.mode = mode
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    catalog = (try? store.allProducts()) ?? []
    switch mode {
    case .add:
      layout.titleLabel.text = Strings.Product.addTitle
      layout.deleteButton.isHidden = true
    case .edit(let product):
      layout.titleLabel.text = Strings.Product.editTitle
      let draft = ProductDraft(product: product)
      layout.nameField.text = draft.name
      layout.priceField.text = draft.price
    }
    layout.nameField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        nameChanged(layout.nameField.text ?? "")
      }, for: .editingChanged)
    layout.priceField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        priceChanged(layout.priceField.text ?? "")
      }, for: .editingChanged)
    layout.saveButton.addAction(
      UIAction { [weak self] _ in self?.saveButtonTapped() }, for: .touchUpInside)
    layout.cancelButton.addAction(
      UIAction { [weak self] _ in self?.cancelButtonTapped() }, for: .touchUpInside)
    layout.deleteButton.addAction(
      UIAction { [weak self] _ in self?.deleteButtonTapped() }, for: .touchUpInside)
    refresh()
  }

  // MARK: Events, in the order a user meets them

  private func nameChanged(_ name: String) {
    nameWasEdited = true
    refresh()
  }

  private func priceChanged(_ price: String) {
    priceWasEdited = true
    refresh()
  }

  /// Product rules 4 and 7: store, then pop; a refused write stays here with an alert.
  private func saveButtonTapped() {
    guard let seed = draft.validated(among: catalog, editing: mode.product?.id) else { return }
    do {
      switch mode {
      case .add:
        try store.add(name: seed.name, price: seed.price)
      case .edit(let product):
        try store.update(Product(id: product.id, name: seed.name, price: seed.price))
      }
    } catch {
      presentAlert(Self.writeFailedAlert(title: Strings.Product.notSavedTitle))
      return
    }
    navigationController?.popViewController(animated: true)
  }

  private func cancelButtonTapped() {
    navigationController?.popViewController(animated: true)
  }

  /// Product rule 6: asks first, naming the product as stored.
  private func deleteButtonTapped() {
    guard case .edit(let product) = mode else { return }
    presentConfirmation(Self.deleteConfirmation(for: product)) { [weak self] in
      self?.deleteConfirmed()
    }
  }

  /// Product rules 6 and 7: remove, then pop; a refused write stays here with an alert.
  private func deleteConfirmed() {
    guard case .edit(let product) = mode else { return }
    do {
      try store.delete(product.id)
    } catch {
      presentAlert(Self.writeFailedAlert(title: Strings.Product.notDeletedTitle))
      return
    }
    navigationController?.popViewController(animated: true)
  }

  // MARK: Helpers

  /// The fields as typed.
  private var draft: ProductDraft {
    ProductDraft(name: layout.nameField.text ?? "", price: layout.priceField.text ?? "")
  }

  /// Product rules 1-3: each edited field's first failing rule; Save only for a valid draft.
  private func refresh() {
    let check = draft.check(among: catalog, editing: mode.product?.id)
    show(nameWasEdited ? check.nameError.map(Self.message(for:)) : nil, in: layout.nameErrorLabel)
    show(
      priceWasEdited ? check.priceError.map(Self.message(for:)) : nil, in: layout.priceErrorLabel)
    layout.saveButton.isEnabled = check.isValid
  }

  private func show(_ error: String?, in label: UILabel) {
    label.text = error
    label.isHidden = error == nil
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
