import Scheduling

/// Signs users in. Answers arrive later, on the app's scheduler.
@MainActor
public protocol AuthService: AnyObject {
  /// Asks to sign in; `completion` receives the answer 400 ms later on the scheduler.
  ///
  /// - Returns: a handle that drops the answer when cancelled.
  @discardableResult
  func signIn(
    email: String, password: String, completion: @escaping @MainActor (SignInResult) -> Void
  ) -> Cancellable
}
