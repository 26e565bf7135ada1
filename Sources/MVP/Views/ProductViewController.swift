// View (MVP): the product screen's view controller, a passive view implementing `ProductView`.
// Owns: its `ProductLayout` and its presenter (through `ProductPresenting`); it forwards every
// user event as it comes and shows exactly what it is told. Must not know: any rule, text of
// its own, the store or navigation.
import Domain
import Foundation
import HeadlessUI
import Layouts

/// The product screen: forwards every user event to its presenter, shows what it is told.
final class ProductViewController: UIViewController, ProductView {
  private let presenter: ProductPresenting
  private let layout = ProductLayout()

  /// A screen driven by `presenter` (whoever assembles the screen sets the presenter's `view`
  /// to it).
  init(presenter: ProductPresenting) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.nameField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        presenter.nameChanged(layout.nameField.text ?? "")
      }, for: .editingChanged)
    layout.priceField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        presenter.priceChanged(layout.priceField.text ?? "")
      }, for: .editingChanged)
    layout.saveButton.addAction(
      UIAction { [weak self] _ in self?.presenter.saveButtonTapped() }, for: .touchUpInside)
    layout.cancelButton.addAction(
      UIAction { [weak self] _ in self?.presenter.cancelButtonTapped() }, for: .touchUpInside)
    layout.deleteButton.addAction(
      UIAction { [weak self] _ in self?.presenter.deleteButtonTapped() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: ProductView

  func setTitle(_ title: String) {
    layout.titleLabel.text = title
  }

  func setName(_ name: String) {
    layout.nameField.text = name
  }

  func setPrice(_ price: String) {
    layout.priceField.text = price
  }

  func setNameError(_ message: String?) {
    layout.nameErrorLabel.text = message
    layout.nameErrorLabel.isHidden = message == nil
  }

  func setPriceError(_ message: String?) {
    layout.priceErrorLabel.text = message
    layout.priceErrorLabel.isHidden = message == nil
  }

  func setSaveEnabled(_ enabled: Bool) {
    layout.saveButton.isEnabled = enabled
  }

  func setDeleteHidden(_ hidden: Bool) {
    layout.deleteButton.isHidden = hidden
  }

  func showDeleteConfirmation(_ alert: AlertText) {
    presentConfirmation(alert) { [weak self] in self?.presenter.deleteConfirmed() }
  }

  func showAlert(_ alert: AlertText) {
    presentAlert(alert)
  }
}
