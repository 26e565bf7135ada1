// Interactor (VIPER): the sign-in screen's use cases, as its presenter asks for them.
// Owns: nothing. Must not know: widgets (no UI module), presenters, view controllers.
import Domain

/// The sign-in use cases: checking the form and signing in.
public protocol LoginInteracting: AnyObject {
  /// The rules the form breaks, in the spec's order; empty when it may be submitted.
  func formErrors(email: String, password: String) -> [LoginFormError]
  /// Signs in; the answer comes later, through the output's `signInAnswered(_:)`.
  func signIn(email: String, password: String)
}
