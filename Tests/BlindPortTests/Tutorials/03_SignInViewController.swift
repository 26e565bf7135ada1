// Imitates: a typical Medium "Build a login screen programmatically" article (iOS 14+):
// UIStackView of text fields, UIAction handlers, UITextFieldDelegate return-key chaining,
// validation with an alert.
import UIKit

protocol AuthenticationServicing {
  func signIn(
    email: String, password: String, completion: @escaping (Result<String, Error>) -> Void)
}

enum SignInError: LocalizedError {
  case wrongCredentials
  var errorDescription: String? { "The email or password is incorrect." }
}

final class SignInViewController: UIViewController {
  private let auth: AuthenticationServicing
  var onSignedIn: ((String) -> Void)?

  let emailTextField = UITextField()
  let passwordTextField = UITextField()
  let signInButton = UIButton(type: .system)
  let activityIndicator = UIActivityIndicatorView(style: .medium)
  let errorLabel = UILabel()

  private lazy var stackView: UIStackView = {
    let stack = UIStackView(arrangedSubviews: [
      emailTextField, passwordTextField, errorLabel, signInButton, activityIndicator,
    ])
    stack.axis = .vertical
    stack.spacing = 12
    stack.alignment = .fill
    stack.distribution = .fill
    stack.translatesAutoresizingMaskIntoConstraints = false
    return stack
  }()

  init(auth: AuthenticationServicing) {
    self.auth = auth
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = "Sign In"
    configureFields()
    layout()
  }

  private func configureFields() {
    emailTextField.placeholder = "Email"
    emailTextField.borderStyle = .roundedRect
    emailTextField.keyboardType = .emailAddress
    emailTextField.autocapitalizationType = .none
    emailTextField.autocorrectionType = .no
    emailTextField.returnKeyType = .next
    emailTextField.delegate = self

    passwordTextField.placeholder = "Password"
    passwordTextField.borderStyle = .roundedRect
    passwordTextField.isSecureTextEntry = true
    passwordTextField.returnKeyType = .go
    passwordTextField.delegate = self

    errorLabel.textColor = .systemRed
    errorLabel.font = .preferredFont(forTextStyle: .footnote)
    errorLabel.numberOfLines = 0
    errorLabel.isHidden = true

    signInButton.setTitle("Sign In", for: .normal)
    signInButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    signInButton.addAction(
      UIAction { [weak self] _ in
        self?.signInTapped()
      }, for: .touchUpInside)
    activityIndicator.hidesWhenStopped = true
  }

  private func layout() {
    view.addSubview(stackView)
    NSLayoutConstraint.activate([
      stackView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
      stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
      signInButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  func signInTapped() {
    let email = emailTextField.text ?? ""
    let password = passwordTextField.text ?? ""
    guard !email.isEmpty, !password.isEmpty else {
      showAlert(title: "Missing information", message: "Please enter your email and password.")
      return
    }
    errorLabel.isHidden = true
    signInButton.isEnabled = false
    activityIndicator.startAnimating()
    auth.signIn(email: email, password: password) { [weak self] result in
      DispatchQueue.main.async {
        guard let self = self else { return }
        self.activityIndicator.stopAnimating()
        self.signInButton.isEnabled = true
        switch result {
        case .success(let token):
          self.onSignedIn?(token)
        case .failure(let error):
          self.passwordTextField.text = ""
          self.errorLabel.text = error.localizedDescription
          self.errorLabel.isHidden = false
        }
      }
    }
  }

  private func showAlert(title: String, message: String) {
    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
    present(alert, animated: true, completion: nil)
  }
}

extension SignInViewController: UITextFieldDelegate {
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField == emailTextField {
      passwordTextField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
      signInTapped()
    }
    return true
  }
}
