// Interactor (VIPER): how the sign-in interactor answers, whoever listens.
// Owns: nothing. Must not know: widgets (no UI module), who implements it.
import Domain

/// Where the sign-in interactor sends its answers (the presenter, held weakly).
public protocol LoginInteractorOutput: AnyObject {
  /// The service answered a sign-in: signed in, or why not.
  func signInAnswered(_ result: SignInResult)
}
