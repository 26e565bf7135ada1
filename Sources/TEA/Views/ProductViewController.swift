// View (TEA): the product screen: renders `ProductState` and sends `ProductAction`s.
// Owns: its `ProductLayout` and a scoped store. Must not decide anything: title, texts,
// errors, Save, Delete and the alerts come from the state; events go to the store.
import Domain
import Foundation
import HeadlessUI
import Layouts

/// The product screen, in the mode its state says.
final class ProductViewController: UIViewController {
  private let store: ScopedStore<ProductState, ProductAction>
  private let layout = ProductLayout()
  private var shownAlert: AlertText?
  private var shownDeleteConfirmation: AlertText?

  /// A screen showing `store`'s state.
  init(store: ScopedStore<ProductState, ProductAction>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let name = layout.nameField
    let price = layout.priceField
    name.addAction(
      UIAction { [store, weak name] _ in store.send(.nameChanged(name?.text ?? "")) },
      for: .editingChanged)
    price.addAction(
      UIAction { [store, weak price] _ in store.send(.priceChanged(price?.text ?? "")) },
      for: .editingChanged)
    layout.saveButton.addAction(
      UIAction { [store] _ in store.send(.saveButtonTapped) }, for: .touchUpInside)
    layout.cancelButton.addAction(
      UIAction { [store] _ in store.send(.cancelButtonTapped) }, for: .touchUpInside)
    layout.deleteButton.addAction(
      UIAction { [store] _ in store.send(.deleteButtonTapped) }, for: .touchUpInside)
    store.observe(self) { [weak self] in self?.render($0) }
    store.send(.viewDidLoad)
  }

  // MARK: Rendering

  private func render(_ state: ProductState) {
    layout.titleLabel.text = state.title
    if layout.nameField.text != state.name { layout.nameField.text = state.name }
    if layout.priceField.text != state.price { layout.priceField.text = state.price }
    layout.nameErrorLabel.text = state.nameError
    layout.nameErrorLabel.isHidden = state.nameError == nil
    layout.priceErrorLabel.text = state.priceError
    layout.priceErrorLabel.isHidden = state.priceError == nil
    layout.saveButton.isEnabled = state.canSave
    layout.deleteButton.isHidden = state.isDeleteHidden
    if state.deleteConfirmation != shownDeleteConfirmation {
      shownDeleteConfirmation = state.deleteConfirmation
      if let confirmation = state.deleteConfirmation {
        let last = confirmation.buttons.count - 1
        presentAlert(confirmation, confirming: true) { [store] index in
          store.send(index == last ? .deleteConfirmed : .deleteCancelled)
        }
      }
    }
    if state.alert != shownAlert {
      shownAlert = state.alert
      if let alert = state.alert {
        presentAlert(alert) { [store] _ in store.send(.alertDismissed) }
      }
    }
  }
}
