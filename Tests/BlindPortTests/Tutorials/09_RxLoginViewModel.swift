// Imitates: a Medium "MVVM with RxSwift: login screen" article: BehaviorRelay inputs,
// combineLatest validation, a PublishRelay tap, withLatestFrom + flatMapLatest into a Single
// service, Driver outputs, and a view controller that binds text fields with rx.text.orEmpty.
import RxCocoa
import RxSwift
import UIKit

enum LoginError: Error, Equatable {
  case invalidCredentials
}

protocol LoginAPI {
  func login(username: String, password: String) -> Single<String>
}

final class RxLoginViewModel {
  // Inputs
  let username = BehaviorRelay<String>(value: "")
  let password = BehaviorRelay<String>(value: "")
  let loginTap = PublishRelay<Void>()

  // Outputs
  let isLoginEnabled: Driver<Bool>
  let isLoading: Driver<Bool>
  let loggedInToken: Driver<String>
  let errorMessage: Driver<String>

  private let loading = BehaviorRelay<Bool>(value: false)
  private let errors = PublishSubject<String>()

  init(api: LoginAPI) {
    let credentials = Observable.combineLatest(username.asObservable(), password.asObservable())

    isLoginEnabled =
      credentials
      .map { user, pass in user.count >= 3 && pass.count >= 6 }
      .distinctUntilChanged()
      .asDriver(onErrorJustReturn: false)

    isLoading = loading.asDriver()

    let loading = self.loading
    let errors = self.errors
    loggedInToken =
      loginTap
      .withLatestFrom(credentials)
      .do(onNext: { _ in loading.accept(true) })
      .flatMapLatest { user, pass in
        api.login(username: user, password: pass)
          .asObservable()
          .do(onDispose: { loading.accept(false) })
          .catch { error in
            errors.onNext("Login failed. Check your username and password.")
            return .empty()
          }
      }
      .asDriver(onErrorDriveWith: .empty())

    errorMessage = errors.asDriver(onErrorJustReturn: "")
  }
}

final class RxLoginViewController: UIViewController {
  let usernameField = UITextField()
  let passwordField = UITextField()
  let loginButton = UIButton(type: .system)
  let spinner = UIActivityIndicatorView(style: .medium)
  let statusLabel = UILabel()

  private let viewModel: RxLoginViewModel
  private let disposeBag = DisposeBag()

  init(viewModel: RxLoginViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    passwordField.isSecureTextEntry = true
    loginButton.setTitle("Log In", for: .normal)
    let stack = UIStackView(arrangedSubviews: [
      usernameField, passwordField, loginButton, spinner, statusLabel,
    ])
    stack.axis = .vertical
    view.addSubview(stack)
    bindViewModel()
  }

  private func bindViewModel() {
    usernameField.rx.text.orEmpty
      .bind(to: viewModel.username)
      .disposed(by: disposeBag)

    passwordField.rx.text.orEmpty
      .bind(to: viewModel.password)
      .disposed(by: disposeBag)

    loginButton.rx.tap
      .bind(to: viewModel.loginTap)
      .disposed(by: disposeBag)

    viewModel.isLoginEnabled
      .drive(loginButton.rx.isEnabled)
      .disposed(by: disposeBag)

    viewModel.isLoading
      .drive(spinner.rx.isAnimating)
      .disposed(by: disposeBag)

    viewModel.loggedInToken
      .map { "Welcome! Token: \($0)" }
      .drive(statusLabel.rx.text)
      .disposed(by: disposeBag)

    viewModel.errorMessage
      .drive(onNext: { [weak self] message in
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        self?.present(alert, animated: true)
      })
      .disposed(by: disposeBag)
  }
}
