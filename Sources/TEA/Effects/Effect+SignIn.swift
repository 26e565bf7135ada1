// Effect (TEA): the sign-in request, answered by the auth service 400 ms later.
// Owns: how to ask the service. Must not know: what the answer means for the screen.
import Domain
import Scheduling

extension Effect {
  /// Asks the auth service to sign in; answers with `answer(result)` when it replies.
  public static func signIn(
    email: String, password: String, _ answer: @escaping @MainActor (SignInResult) -> Action
  ) -> Effect {
    Effect(
      .requests([
        Request(id: nil, delay: nil) { environment, send in
          environment.authService.signIn(email: email, password: password) { send(answer($0)) }
        }
      ]))
  }
}
