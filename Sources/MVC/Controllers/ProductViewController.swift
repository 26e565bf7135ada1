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
    layout.priceField.keyboardType = .decimalPad
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
    updateValidation()
  }

  // MARK: Events, in the order a user meets them

  private func nameChanged(_ name: String) {
    nameWasEdited = true
    updateValidation()
  }

  private func priceChanged(_ price: String) {
    priceWasEdited = true
    updateValidation()
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
      presentWriteFailure(title: Strings.Product.notSavedTitle)
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
    let confirmation = AlertText(
      title: Strings.Product.deleteTitle(product.name), message: Strings.Product.deleteMessage,
      buttons: [Strings.Alert.cancel, Strings.Product.delete])
    presentConfirmation(confirmation) { [weak self] in
      self?.deleteConfirmed()
    }
  }

  /// Product rules 6 and 7: remove, then pop; a refused write stays here with an alert.
  private func deleteConfirmed() {
    guard case .edit(let product) = mode else { return }
    do {
      try store.delete(product.id)
    } catch {
      presentWriteFailure(title: Strings.Product.notDeletedTitle)
      return
    }
    navigationController?.popViewController(animated: true)
  }

  // MARK: Helpers

  /// The fields as typed.
  private var draft: ProductDraft {
    ProductDraft(name: layout.nameField.text ?? "", price: layout.priceField.text ?? "")
  }

  /// Shows each edited field's first failing rule (or hides it) and enables Save.
  private func updateValidation() {
    let draft = draft
    let id = mode.product?.id
    show(
      nameWasEdited ? draft.nameError(among: catalog, editing: id) : nil, in: layout.nameErrorLabel)
    show(priceWasEdited ? draft.priceError : nil, in: layout.priceErrorLabel)
    layout.saveButton.isEnabled = draft.isValid(among: catalog, editing: id)
  }

  private func show(_ error: String?, in label: UILabel) {
    label.text = error
    label.isHidden = error == nil
  }

  /// Product rule 7: "Not saved" or "Not deleted"; the error's own description never shows.
  private func presentWriteFailure(title: String) {
    presentAlert(
      AlertText(title: title, message: Strings.Product.writeFailedMessage, button: Strings.Alert.ok)
    )
  }
}
