// Model (MV): who is signed in, and the sign-in in flight, as Apple's samples keep app state
// in an observable model the views share through the environment.
// Owns: the session, the pending sign-in, the calls to the `AuthService`. Must not know: any
// view, which alert an answer shows, or what the form does with the password (imports
// Domain, Observation and Scheduling only).
import Domain
import Observation
import Scheduling

/// The signed-in user, and signing in and out: the views read `session` and `isSigningIn`
/// and call `signIn(email:password:completion:)` and `signOut()`.
@Observable
final class Account {
  /// Who is signed in; nil on the sign-in screen.
  private(set) var session: Session?
  /// Whether a sign-in waits for its answer.
  var isSigningIn: Bool { pendingSignIn != nil }

  @ObservationIgnored private let authService: AuthService
  /// The sign-in waiting for its answer, if any.
  private var pendingSignIn: Cancellable?

  /// An account signed in as `session` (or not), signing in with `authService`.
  init(authService: AuthService, session: Session?) {
    self.authService = authService
    self.session = session
  }

  /// A sign-in still waiting for its answer ends with the account: it must not call back.
  isolated deinit {
    pendingSignIn?.cancel()
  }

  /// Asks the service; `completion` hears the answer, after the session is set on success.
  func signIn(email: String, password: String, completion: @escaping (SignInResult) -> Void) {
    pendingSignIn = authService.signIn(email: email, password: password) { [weak self] result in
      guard let self else { return }
      pendingSignIn = nil
      if let session = result.session { self.session = session }
      completion(result)
    }
  }

  /// Catalog rule 6: back to a fresh sign-in screen.
  func signOut() {
    session = nil
  }
}
