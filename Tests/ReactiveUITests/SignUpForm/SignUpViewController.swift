// The tutorial's view controller, ported with only its imports changed:
//   import UIKit → import HeadlessUI, import RxSwift → import Reactive,
//   import RxCocoa → import ReactiveUI.
import Foundation
import HeadlessUI
import Reactive
import ReactiveUI

final class SignUpViewController: UIViewController {
  let emailTextField = UITextField()
  let passwordTextField = UITextField()
  let passwordHintLabel = UILabel()
  let signUpButton = UIButton(type: .system)
  let welcomeLabel = UILabel()

  private let viewModel: SignUpViewModel
  private let disposeBag = DisposeBag()

  init(viewModel: SignUpViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    [emailTextField, passwordTextField, passwordHintLabel, signUpButton, welcomeLabel]
      .forEach { view.addSubview($0) }
    signUpButton.setTitle("Sign Up", for: .normal)
    bindViewModel()
  }

  private func bindViewModel() {
    emailTextField.rx.text.orEmpty
      .bind(to: viewModel.email)
      .disposed(by: disposeBag)

    passwordTextField.rx.text.orEmpty
      .bind(to: viewModel.password)
      .disposed(by: disposeBag)

    viewModel.isSignUpButtonEnabled
      .drive(signUpButton.rx.isEnabled)
      .disposed(by: disposeBag)

    viewModel.passwordHint
      .drive(passwordHintLabel.rx.text)
      .disposed(by: disposeBag)

    signUpButton.rx.tap
      .bind(to: viewModel.signUpTap)
      .disposed(by: disposeBag)

    viewModel.signedUpEmail
      .map { "Welcome, \($0)!" }
      .emit(to: welcomeLabel.rx.text)
      .disposed(by: disposeBag)
  }
}
