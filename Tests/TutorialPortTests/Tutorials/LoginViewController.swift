import UIKit

class LoginViewController: UIViewController, UITextFieldDelegate {
  let emailField = UITextField()
  let passwordField = UITextField()
  let loginButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.placeholder = "Email"
    emailField.keyboardType = .emailAddress
    emailField.returnKeyType = .next
    emailField.delegate = self
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .go
    passwordField.delegate = self
    loginButton.setTitle("Log in", for: .normal)
    loginButton.addTarget(self, action: #selector(loginTapped), for: .touchUpInside)
    [emailField, passwordField, loginButton].forEach(view.addSubview)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField == emailField {
      passwordField.becomeFirstResponder()
    } else {
      loginTapped()
    }
    return true
  }

  @objc func loginTapped() {
    guard let email = emailField.text, email.contains("@") else {
      let alert = UIAlertController(
        title: "Invalid email", message: "Please check your email.", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
      return
    }
    view.endEditing(true)
  }
}
