// State (TEA): everything the sign-in screen shows, as one value.
// Owns: the form's texts, focus, whether a sign-in is in flight, the alert on show; and, as
// computed properties, what derives from them (whether submit is enabled, its title). Must
// not know: widgets, the clock, the auth service (no UI module, no Scheduling here).
import Domain

/// A field of the sign-in form.
public enum LoginField: Hashable, Sendable {
  /// The email field.
  case email
  /// The password field.
  case password
}

/// The sign-in screen's state (app spec, Login rules 2-9).
public struct LoginState: Equatable, Sendable {
  /// The email field's text, as typed.
  public var email = ""
  /// The password field's text, as typed; never printed (see `description`).
  public var password = ""
  /// Whether a sign-in is in flight.
  public var isSigningIn = false
  /// The field that has (or should get) the keyboard focus.
  public var focusedField: LoginField?
  /// The alert on show, until the user dismisses it.
  public var alert: AlertText?

  /// A fresh form: both fields empty, nothing in flight.
  public init() {}

  /// Login rule 2: whether the submit button is enabled, both fields valid and no sign-in in
  /// flight.
  public var canSubmit: Bool {
    !isSigningIn && LoginRules.formIsValid(email: email, password: password)
  }

  /// The submit button's title: "Sign in", or "Signing in…" while a sign-in is in flight.
  public var submitTitle: String { isSigningIn ? Strings.Login.submitting : Strings.Login.submit }

  /// Whether the activity indicator shows: exactly while a sign-in is in flight.
  public var isActivityAnimating: Bool { isSigningIn }
}

/// Login rule 10: the password never reaches an output, not even a test failure's dump.
extension LoginState: CustomStringConvertible, CustomReflectable {
  /// The state as code reads, the password as "•" per character.
  public var description: String {
    "LoginState(email: \(email.debugDescription), password: \(Redacted(password)), "
      + "canSubmit: \(canSubmit), isSigningIn: \(isSigningIn), "
      + "focusedField: \(focusedField.map { "\($0)" } ?? "nil"), "
      + "alert: \(alert.map { "\($0)" } ?? "nil"))"
  }

  /// Dumps show every field, the password redacted.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "email": email, "password": Redacted(password), "canSubmit": canSubmit,
        "isSigningIn": isSigningIn, "focusedField": focusedField as Any, "alert": alert as Any,
      ], displayStyle: .struct)
  }
}

/// A secret shown as one "•" per character, as a secure field renders it.
public struct Redacted: CustomStringConvertible, Sendable {
  private let count: Int

  /// Hides `secret`, keeping only its length.
  public init(_ secret: String) {
    count = secret.count
  }

  /// One "•" per character of the secret.
  public var description: String { String(repeating: "•", count: count) }
}
