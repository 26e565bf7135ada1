// State (TEA): everything that can happen to the sign-in screen: user events and effect results.
// Owns: the vocabulary of the screen. Must not know: widgets, the clock, the auth service.
import Domain

/// What happened on the sign-in screen.
public enum LoginAction: Equatable, Sendable {
  /// The email field changed.
  case emailChanged(String)
  /// The password field changed.
  case passwordChanged(String)
  /// A field got the keyboard focus (the view reports it).
  case focusChanged(LoginField?)
  /// Return was pressed in the email field.
  case emailReturnPressed
  /// Return was pressed in the password field.
  case passwordReturnPressed
  /// The submit button was tapped.
  case loginButtonTapped
  /// The auth service answered (an effect's result).
  case signInAnswered(SignInResult)
  /// The user dismissed the alert.
  case alertDismissed
}

/// Login rule 10: an action carrying the password prints it as "•" per character.
extension LoginAction: CustomStringConvertible, CustomReflectable {
  /// The action as code reads, the password as "•" per character.
  public var description: String {
    switch self {
    case .emailChanged(let email): "emailChanged(\(email.debugDescription))"
    case .passwordChanged(let password): "passwordChanged(\(Redacted(password)))"
    case .focusChanged(let field): "focusChanged(\(field.map { "\($0)" } ?? "nil"))"
    case .emailReturnPressed: "emailReturnPressed"
    case .passwordReturnPressed: "passwordReturnPressed"
    case .loginButtonTapped: "loginButtonTapped"
    case .signInAnswered(let result): "signInAnswered(\(result))"
    case .alertDismissed: "alertDismissed"
    }
  }

  /// Dumps print the redacted description.
  public var customMirror: Mirror { Mirror(reflecting: description) }
}
