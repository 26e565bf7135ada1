/// A rule of the sign-in form that the fields break (app spec, Login rules 1 and 4), in the
/// spec's order. A value: the words an alert shows for it are each pattern's choice.
public enum LoginFormError: Hashable, Sendable, CaseIterable {
  /// The trimmed email does not match the spec's pattern.
  case invalidEmail
  /// The password has fewer than `LoginRules.minimumPasswordLength` characters.
  case shortPassword
}
