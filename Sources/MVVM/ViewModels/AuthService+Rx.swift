// ViewModel (MVVM): Domain's callback-based sign-in, wrapped as an `Observable`, so the login
// view model runs it inside `flatMapLatest` like any other stream.
// Owns: the request's lifetime (disposing the subscription cancels it). Must not know: any
// view, control or UIKit type.
import Domain
import Reactive
import Scheduling

extension AuthService {
  /// The sign-in as a stream: one answer (400 ms later, on the service's scheduler), then
  /// completion. Disposing the subscription before the answer cancels the request.
  func signInRequest(email: String, password: String) -> Observable<SignInResult> {
    Observable.create { [self] observer in
      let request = signIn(email: email, password: password) { result in
        observer.onNext(result)
        observer.onCompleted()
      }
      return Disposables.create { request.cancel() }
    }
  }
}
