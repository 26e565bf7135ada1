/// The sign-in form's rules (app spec, Login rules 1, 2 and 4).
public enum LoginRules {
  /// The shortest valid password, in characters (grapheme clusters).
  public static let minimumPasswordLength = 6

  /// Whether the email, trimmed, matches the whole of
  /// `[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`.
  ///
  /// Checked by one pass over the UTF-8 bytes (`EmailShape`), which agrees with the pattern
  /// on every text without building a `Regex` per keystroke.
  public static func emailIsValid(_ email: String) -> Bool {
    EmailShape.matches(email.trimmed)
  }

  /// Whether the password has at least six characters (grapheme clusters, not trimmed).
  ///
  /// Counts only as far as the sixth character, so a long password costs no more.
  public static func passwordIsValid(_ password: String) -> Bool {
    !password.dropFirst(minimumPasswordLength - 1).isEmpty
  }

  /// Whether the form may be submitted: both fields valid.
  public static func formIsValid(email: String, password: String) -> Bool {
    emailIsValid(email) && passwordIsValid(password)
  }

  /// The rules the form breaks, in the spec's order; empty when it may be submitted.
  public static func formErrors(email: String, password: String) -> [LoginFormError] {
    var errors: [LoginFormError] = []
    if !emailIsValid(email) { errors.append(.invalidEmail) }
    if !passwordIsValid(password) { errors.append(.shortPassword) }
    return errors
  }

  /// The key that identifies an account: the email trimmed and lower-cased.
  public static func accountKey(_ email: String) -> String {
    email.trimmed.lowercased()
  }
}
