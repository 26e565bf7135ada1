// View (MVVM): the product screen's controller. It shows a `ProductLayout` and binds, and
// only binds, in `bindViewModel()`: the fields' edits and the buttons into the view model's
// inputs; the title, starting texts, error labels, Save and Delete states and alerts into
// the widgets. Owns: its layout and the dispose bag. Must not know: the rules, the store,
// the texts; its `ProductNavigator` knows how the screen leaves.
import Foundation
import HeadlessUI
import Layouts
import Reactive
import ReactiveUI

/// Shows a `ProductLayout` bound to a `ProductViewModelType`.
final class ProductViewController: UIViewController {
  /// Every binding of this screen; released with it.
  let disposeBag = DisposeBag()
  private let viewModel: ProductViewModelType
  private let navigator: ProductNavigator
  private let layout = ProductLayout()

  /// A screen bound to `viewModel` once its view loads, moving on through `navigator`.
  init(viewModel: ProductViewModelType, navigator: ProductNavigator) {
    self.viewModel = viewModel
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = layout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindViewModel()
    viewModel.inputs.viewDidLoad()
  }

  private func bindViewModel() {
    let inputs = viewModel.inputs
    let outputs = viewModel.outputs

    // The starting texts first; then only the user's edits go back as inputs.
    outputs.title.drive(layout.titleLabel.rx.text).disposed(by: disposeBag)
    outputs.nameText.drive(layout.nameField.rx.text).disposed(by: disposeBag)
    outputs.priceText.drive(layout.priceField.rx.text).disposed(by: disposeBag)
    layout.nameField.rx.text.orEmpty.changed
      .bind(onNext: inputs.nameChanged)
      .disposed(by: disposeBag)
    layout.priceField.rx.text.orEmpty.changed
      .bind(onNext: inputs.priceChanged)
      .disposed(by: disposeBag)
    layout.saveButton.rx.tap
      .bind(onNext: { inputs.saveButtonTapped() })
      .disposed(by: disposeBag)
    layout.cancelButton.rx.tap
      .bind(onNext: { inputs.cancelButtonTapped() })
      .disposed(by: disposeBag)
    layout.deleteButton.rx.tap
      .bind(onNext: { inputs.deleteButtonTapped() })
      .disposed(by: disposeBag)

    outputs.nameError.drive(layout.nameErrorLabel.rx.text).disposed(by: disposeBag)
    outputs.isNameErrorHidden.drive(layout.nameErrorLabel.rx.isHidden).disposed(by: disposeBag)
    outputs.priceError.drive(layout.priceErrorLabel.rx.text).disposed(by: disposeBag)
    outputs.isPriceErrorHidden.drive(layout.priceErrorLabel.rx.isHidden)
      .disposed(by: disposeBag)
    outputs.isSaveEnabled.drive(layout.saveButton.rx.isEnabled).disposed(by: disposeBag)
    outputs.isDeleteHidden.drive(layout.deleteButton.rx.isHidden).disposed(by: disposeBag)
    outputs.deleteConfirmation
      .emit(onNext: { [weak self] text in
        self?.presentConfirmation(text) { inputs.deleteConfirmed() }
      })
      .disposed(by: disposeBag)
    outputs.alert
      .emit(to: rx.presentAlert)
      .disposed(by: disposeBag)
    outputs.closeProduct
      .emit(onNext: navigator.closeProduct)
      .disposed(by: disposeBag)
  }
}
