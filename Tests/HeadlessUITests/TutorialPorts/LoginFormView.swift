// A UIKit tutorial's login form, ported by changing only the import: a view that draws a
// bottom border under each field with a CALayer, pins its stack with Auto Layout anchors
// (recorded, not solved, headless) and moves focus on return.

import HeadlessUI

final class LoginFormView: UIView, UITextFieldDelegate {
  let emailField = UITextField()
  let passwordField = UITextField()
  let loginButton = UIButton(type: .system)
  private let stackView = UIStackView()
  var onSubmit: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUpViews()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func setUpViews() {
    backgroundColor = .systemBackground
    stackView.axis = .vertical
    stackView.spacing = 16
    stackView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stackView)

    emailField.placeholder = "Email"
    emailField.keyboardType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.returnKeyType = .next
    emailField.accessibilityIdentifier = "form.email"

    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .go
    passwordField.accessibilityIdentifier = "form.password"

    loginButton.setTitle("Log In", for: .normal)
    loginButton.accessibilityIdentifier = "form.login"
    loginButton.addAction(UIAction { [weak self] _ in self?.onSubmit?() }, for: .touchUpInside)

    for field in [emailField, passwordField] {
      field.borderStyle = .none
      field.delegate = self
      stackView.addArrangedSubview(field)
    }
    stackView.addArrangedSubview(loginButton)

    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24),
      stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
      stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
      emailField.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    addBottomBorder(to: emailField)
    addBottomBorder(to: passwordField)
  }

  private func addBottomBorder(to textField: UITextField) {
    textField.layer.sublayers?
      .filter { $0.name == "bottomBorder" }
      .forEach { $0.removeFromSuperlayer() }
    let border = CALayer()
    border.name = "bottomBorder"
    border.backgroundColor = UIColor.lightGray.cgColor
    border.frame = CGRect(
      x: 0, y: textField.frame.height - 1, width: textField.frame.width, height: 1)
    textField.layer.addSublayer(border)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField == emailField {
      passwordField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
      onSubmit?()
    }
    return true
  }
}
