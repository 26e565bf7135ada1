// View role (MVVM): the product screen's controller. It binds, and only binds, in
// `bindViewModel()`: the fields' edits and the buttons into the view model's inputs; the
// title, starting texts, error labels, Save and Delete states and alerts into the widgets.
// Owns: its view and the dispose bag. Must not know: the rules, the store, or what happens
// after Save, Cancel or Delete (`route` is for the composition layer).
import Domain
import Foundation
import HeadlessUI
import Reactive
import ReactiveUI

/// Shows a `ProductView` bound to a `ProductViewModelType`.
final class ProductViewController: UIViewController {
  /// Every subscription of this screen; released with it.
  let disposeBag = DisposeBag()
  private let viewModel: ProductViewModelType
  private let productView = ProductView()

  /// A screen bound to `viewModel` once its view loads.
  init(viewModel: ProductViewModelType) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = productView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindViewModel()
  }

  private func bindViewModel() {
    let inputs = viewModel.inputs
    let outputs = viewModel.outputs
    let form = productView

    // The starting texts first; then only the user's edits go back as inputs.
    outputs.title.drive(form.titleLabel.rx.text).disposed(by: disposeBag)
    outputs.nameText.drive(form.nameField.rx.text).disposed(by: disposeBag)
    outputs.priceText.drive(form.priceField.rx.text).disposed(by: disposeBag)
    form.nameField.rx.text.orEmpty.changed
      .bind(onNext: inputs.nameChanged)
      .disposed(by: disposeBag)
    form.priceField.rx.text.orEmpty.changed
      .bind(onNext: inputs.priceChanged)
      .disposed(by: disposeBag)
    form.saveButton.rx.tap
      .bind(onNext: { inputs.saveButtonTapped() })
      .disposed(by: disposeBag)
    form.cancelButton.rx.tap
      .bind(onNext: { inputs.cancelButtonTapped() })
      .disposed(by: disposeBag)
    form.deleteButton.rx.tap
      .bind(onNext: { inputs.deleteButtonTapped() })
      .disposed(by: disposeBag)

    outputs.nameError.drive(form.nameErrorLabel.rx.text).disposed(by: disposeBag)
    outputs.isNameErrorHidden.drive(form.nameErrorLabel.rx.isHidden).disposed(by: disposeBag)
    outputs.priceError.drive(form.priceErrorLabel.rx.text).disposed(by: disposeBag)
    outputs.isPriceErrorHidden.drive(form.priceErrorLabel.rx.isHidden).disposed(by: disposeBag)
    outputs.isSaveEnabled.drive(form.saveButton.rx.isEnabled).disposed(by: disposeBag)
    outputs.isDeleteHidden.drive(form.deleteButton.rx.isHidden).disposed(by: disposeBag)
    outputs.confirmDelete
      .emit(onNext: { [weak self] text in
        self?.presentConfirmation(text) { [weak self] in
          self?.viewModel.inputs.deleteConfirmed()
        }
      })
      .disposed(by: disposeBag)
    outputs.alert
      .emit(to: rx.presentAlert)
      .disposed(by: disposeBag)
  }
}
