// Interactor (VIPER): the sign-in use cases over Domain's `LoginRules` and `AuthService`.
// Owns: the request in flight (cancelled when it goes). Must not know: widgets (no UI
// module), presenters (it answers through `LoginInteractorOutput`), texts on screen.
import Domain
import Scheduling

/// Checks the sign-in form and signs in through the auth service.
public final class LoginInteractor: LoginInteracting {
  /// Hears the answers; weak, because the presenter owns its interactor.
  public weak var output: LoginInteractorOutput?
  private let authService: AuthService
  private var pendingSignIn: Cancellable?

  /// An interactor signing in through `authService`.
  public init(authService: AuthService) {
    self.authService = authService
  }

  /// A sign-in still waiting for its answer ends with the interactor, which ends with its
  /// screen.
  isolated deinit {
    pendingSignIn?.cancel()
  }

  /// Login rules 1 and 4: Domain's `LoginRules.formErrors`.
  public func formErrors(email: String, password: String) -> [LoginFormError] {
    LoginRules.formErrors(email: email, password: password)
  }

  /// Login rules 5-9: asks the auth service; its answer goes to `output`.
  public func signIn(email: String, password: String) {
    pendingSignIn?.cancel()
    pendingSignIn = authService.signIn(email: email, password: password) { [weak self] result in
      self?.pendingSignIn = nil
      self?.output?.signInAnswered(result)
    }
  }
}
