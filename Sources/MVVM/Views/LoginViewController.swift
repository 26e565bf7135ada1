// View (MVVM): the sign-in screen's controller. It shows a `LoginLayout` and binds, and only
// binds, in `bindViewModel()`: texts, returns and the tap into the view model's inputs; its
// outputs into the widgets. Owns: its layout and the dispose bag every binding lives in (so
// all of them end with the screen). Must not know: the rules, the service, the texts of an
// alert; its `LoginNavigator` knows where a sign-in leads.
import Foundation
import HeadlessUI
import Layouts
import Reactive
import ReactiveUI

/// Shows a `LoginLayout` bound to a `LoginViewModelType`.
final class LoginViewController: UIViewController {
  /// Every binding of this screen; released with it.
  let disposeBag = DisposeBag()
  private let viewModel: LoginViewModelType
  private let navigator: LoginNavigator
  private let layout = LoginLayout()

  /// A screen bound to `viewModel` once its view loads, moving on through `navigator`.
  init(viewModel: LoginViewModelType, navigator: LoginNavigator) {
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
  }

  private func bindViewModel() {
    let inputs = viewModel.inputs
    let outputs = viewModel.outputs

    layout.emailField.rx.text.orEmpty
      .bind(onNext: inputs.emailChanged)
      .disposed(by: disposeBag)
    layout.passwordField.rx.text.orEmpty
      .bind(onNext: inputs.passwordChanged)
      .disposed(by: disposeBag)
    layout.emailField.rx.controlEvent(.editingDidEndOnExit)
      .bind(onNext: { inputs.emailReturnPressed() })
      .disposed(by: disposeBag)
    layout.passwordField.rx.controlEvent(.editingDidEndOnExit)
      .bind(onNext: { inputs.passwordReturnPressed() })
      .disposed(by: disposeBag)
    layout.submitButton.rx.tap
      .bind(onNext: { inputs.loginButtonTapped() })
      .disposed(by: disposeBag)

    outputs.isSubmitEnabled
      .drive(layout.submitButton.rx.isEnabled)
      .disposed(by: disposeBag)
    outputs.submitTitle
      .drive(layout.submitButton.rx.title(for: .normal))
      .disposed(by: disposeBag)
    outputs.isActivityAnimating
      .drive(layout.activityIndicator.rx.isAnimating)
      .disposed(by: disposeBag)
    outputs.focusPassword
      .emit(to: layout.passwordField.rx.becomeFirstResponder)
      .disposed(by: disposeBag)
    outputs.clearPassword.map { "" }
      .emit(to: layout.passwordField.rx.text)
      .disposed(by: disposeBag)
    outputs.alert
      .emit(to: rx.presentAlert)
      .disposed(by: disposeBag)
    outputs.showCatalog
      .emit(onNext: navigator.showCatalog(for:))
      .disposed(by: disposeBag)
  }
}
