import Domain
import Foundation
import HeadlessUI

/// The product screen's controller (MVC's C): owns its `ProductFormView`, reads the fields
/// into a Domain `ProductDraft` on every edit, shows the first failing rule under a field once
/// it was edited, enables Save, writes to the `CatalogStore`, confirms deletes, and pops
/// itself when done.
///
/// It must not know the catalog screen: it only pops back to whatever pushed it.
final class ProductViewController: UIViewController {
  /// What the screen is for.
  enum Mode {
    /// A new product: empty fields, no Delete.
    case add
    /// An existing product, as stored when the screen opened.
    case edit(Product)
  }

  private let mode: Mode
  private let store: CatalogStore
  private lazy var form = ProductFormView()
  /// The catalog the name must differ from (read when the screen loads).
  private var catalog: [Product] = []
  /// Whether the user edited the name (then its error label may show).
  private var nameWasEdited = false
  /// Whether the user edited the price (then its error label may show).
  private var priceWasEdited = false

  /// A product screen for `mode` that stores into `store`.
  init(mode: Mode, store: CatalogStore) {
    self.mode = mode
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = form
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    catalog = (try? store.allProducts()) ?? []
    switch mode {
    case .add:
      form.titleLabel.text = Strings.Product.addTitle
      form.deleteButton.isHidden = true
    case .edit(let product):
      form.titleLabel.text = Strings.Product.editTitle
      let draft = ProductDraft(product: product)
      form.nameField.text = draft.name
      form.priceField.text = draft.price
    }
    form.nameField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        nameChanged(form.nameField.text ?? "")
      }, for: .editingChanged)
    form.priceField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        priceChanged(form.priceField.text ?? "")
      }, for: .editingChanged)
    form.saveButton.addAction(
      UIAction { [weak self] _ in self?.saveButtonTapped() }, for: .touchUpInside)
    form.cancelButton.addAction(
      UIAction { [weak self] _ in self?.cancelButtonTapped() }, for: .touchUpInside)
    form.deleteButton.addAction(
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

  private func saveButtonTapped() {
    guard let seed = draft.validated(among: catalog, editing: editingID) else { return }
    do {
      switch mode {
      case .add:
        try store.add(name: seed.name, price: seed.price)
      case .edit(let product):
        try store.update(Product(id: product.id, name: seed.name, price: seed.price))
      }
      navigationController?.popViewController(animated: true)
    } catch {
      presentStoreError(error)
    }
  }

  private func cancelButtonTapped() {
    navigationController?.popViewController(animated: true)
  }

  private func deleteButtonTapped() {
    guard case .edit(let product) = mode else { return }
    presentConfirmation(AlertText.confirmDelete(product.name)) { [weak self] in
      self?.deleteConfirmed()
    }
  }

  private func deleteConfirmed() {
    guard case .edit(let product) = mode else { return }
    do {
      try store.delete(product.id)
      navigationController?.popViewController(animated: true)
    } catch {
      presentStoreError(error)
    }
  }

  // MARK: Helpers

  /// The fields as typed.
  private var draft: ProductDraft {
    ProductDraft(name: form.nameField.text ?? "", price: form.priceField.text ?? "")
  }

  /// The product being edited, which may keep its own name.
  private var editingID: ProductID? {
    if case .edit(let product) = mode { product.id } else { nil }
  }

  /// Shows each edited field's first failing rule (or hides it) and enables Save.
  private func updateValidation() {
    let draft = draft
    show(
      nameWasEdited ? draft.nameError(among: catalog, editing: editingID) : nil,
      in: form.nameErrorLabel)
    show(priceWasEdited ? draft.priceError : nil, in: form.priceErrorLabel)
    form.saveButton.isEnabled = draft.isValid(among: catalog, editing: editingID)
  }

  private func show(_ error: String?, in label: UILabel) {
    label.text = error
    label.isHidden = error == nil
  }

  /// A store that failed (only a file store can): "Error", its description, "OK"; stay here.
  private func presentStoreError(_ error: any Error) {
    presentAlert(.storeFailure(error))
  }
}
