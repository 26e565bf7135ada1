// View role (MVVM): the sign-in screen's controller. It binds, and only binds, in
// `bindViewModel()`: control events and texts into the view model's inputs, its outputs
// driven into the widgets. Owns: its view and the dispose bag every subscription lives in
// (so all of them end with the screen). Must not know: the rules, the service, or where a
// sign-in leads (the composition layer acts on `route`).
import Domain
import Foundation
import HeadlessUI
import Reactive
import ReactiveUI

/// Shows a `LoginView` bound to a `LoginViewModelType`.
final class LoginViewController: UIViewController {
  /// Every subscription of this screen; released with it.
  let disposeBag = DisposeBag()
  private let viewModel: LoginViewModelType
  private let loginView = LoginView()

  /// A screen bound to `viewModel` once its view loads.
  init(viewModel: LoginViewModelType) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = loginView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindViewModel()
  }

  private func bindViewModel() {
    let inputs = viewModel.inputs
    let outputs = viewModel.outputs
    let form = loginView

    form.emailField.rx.text.orEmpty
      .bind(onNext: inputs.emailChanged)
      .disposed(by: disposeBag)
    form.passwordField.rx.text.orEmpty
      .bind(onNext: inputs.passwordChanged)
      .disposed(by: disposeBag)
    form.emailField.rx.controlEvent(.editingDidEndOnExit)
      .bind(onNext: { inputs.emailReturnPressed() })
      .disposed(by: disposeBag)
    form.passwordField.rx.controlEvent(.editingDidEndOnExit)
      .bind(onNext: { inputs.passwordReturnPressed() })
      .disposed(by: disposeBag)
    form.submitButton.rx.tap
      .bind(onNext: { inputs.loginButtonTapped() })
      .disposed(by: disposeBag)

    outputs.isSubmitEnabled
      .drive(form.submitButton.rx.isEnabled)
      .disposed(by: disposeBag)
    outputs.submitTitle
      .drive(form.submitButton.rx.title(for: .normal))
      .disposed(by: disposeBag)
    outputs.isActivityAnimating
      .drive(form.activityIndicator.rx.isAnimating)
      .disposed(by: disposeBag)
    outputs.focusPassword
      .emit(to: form.passwordField.rx.becomeFirstResponder)
      .disposed(by: disposeBag)
    outputs.clearPassword.map { "" }
      .emit(to: form.passwordField.rx.text)
      .disposed(by: disposeBag)
    outputs.alert
      .emit(to: rx.presentAlert)
      .disposed(by: disposeBag)
  }
}
