/// View role (MVP): the product form's widgets, implementing `ProductView`.
///
/// Owns the widgets and its presenter; forwards every user event to the presenter as it
/// comes and shows exactly what the presenter says. Must not decide anything: no rule, no
/// text of its own, no store, no navigation.
import Domain
import Foundation
import HeadlessUI
import Theme

/// The product form, in add or edit mode as its presenter says.
final class ProductViewController: UIViewController, ProductView {
  private let presenter: ProductPresenter
  private let titleLabel = UILabel()
  private let nameField = UITextField()
  private let nameErrorLabel = UILabel()
  private let priceField = UITextField()
  private let priceErrorLabel = UILabel()
  private let saveButton = UIButton(type: .system)
  private let cancelButton = UIButton(type: .system)
  private let deleteButton = UIButton(type: .system)

  /// A screen driven by `presenter` (set the presenter's `view` to it).
  init(presenter: ProductPresenter) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let root = UIView()
    root.accessibilityIdentifier = ElementID.Product.screen
    root.style = "Screen"

    titleLabel.accessibilityIdentifier = ElementID.Product.title
    titleLabel.style = "TitleLabel"

    nameField.placeholder = Strings.Product.namePlaceholder
    nameField.accessibilityIdentifier = ElementID.Product.name
    nameField.style = "TextField"
    nameErrorLabel.accessibilityIdentifier = ElementID.Product.nameError
    nameErrorLabel.style = "ErrorLabel"

    priceField.placeholder = Strings.Product.pricePlaceholder
    priceField.accessibilityIdentifier = ElementID.Product.price
    priceField.keyboardType = .decimalPad
    priceField.style = "TextField"
    priceErrorLabel.accessibilityIdentifier = ElementID.Product.priceError
    priceErrorLabel.style = "ErrorLabel"

    saveButton.setTitle(Strings.Product.save, for: .normal)
    saveButton.accessibilityIdentifier = ElementID.Product.save
    saveButton.style = "PrimaryButton"
    cancelButton.setTitle(Strings.Product.cancel, for: .normal)
    cancelButton.accessibilityIdentifier = ElementID.Product.cancel
    cancelButton.style = "SecondaryButton"
    deleteButton.setTitle(Strings.Product.delete, for: .normal)
    deleteButton.accessibilityIdentifier = ElementID.Product.delete
    deleteButton.style = "DestructiveButton"

    let subviews: [UIView] = [
      titleLabel, nameField, nameErrorLabel, priceField, priceErrorLabel, saveButton,
      cancelButton, deleteButton,
    ]
    for subview in subviews { root.addSubview(subview) }
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        presenter.nameChanged(nameField.text ?? "")
      }, for: .editingChanged)
    priceField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        presenter.priceChanged(priceField.text ?? "")
      }, for: .editingChanged)
    saveButton.addAction(
      UIAction { [weak self] _ in self?.presenter.saveButtonTapped() }, for: .touchUpInside)
    cancelButton.addAction(
      UIAction { [weak self] _ in self?.presenter.cancelButtonTapped() }, for: .touchUpInside)
    deleteButton.addAction(
      UIAction { [weak self] _ in self?.presenter.deleteButtonTapped() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: ProductView

  func setTitle(_ title: String) {
    titleLabel.text = title
  }

  func setName(_ name: String) {
    nameField.text = name
  }

  func setPrice(_ price: String) {
    priceField.text = price
  }

  func setNameError(_ message: String?) {
    nameErrorLabel.text = message
    nameErrorLabel.isHidden = message == nil
  }

  func setPriceError(_ message: String?) {
    priceErrorLabel.text = message
    priceErrorLabel.isHidden = message == nil
  }

  func setSaveEnabled(_ enabled: Bool) {
    saveButton.isEnabled = enabled
  }

  func setDeleteVisible(_ visible: Bool) {
    deleteButton.isHidden = !visible
  }

  func showDeleteConfirmation(_ alert: AlertText) {
    let last = alert.buttons.count - 1
    let styles = alert.buttons.indices.map {
      $0 == last ? UIAlertAction.Style.destructive : .cancel
    }
    presentAlert(
      alert, styles: styles, handlers: [last: { [weak self] in self?.presenter.deleteConfirmed() }])
  }

  func showAlert(_ alert: AlertText) {
    presentAlert(alert)
  }
}
