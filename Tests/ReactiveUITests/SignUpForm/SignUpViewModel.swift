// An RxSwift-tutorial sign-up form, ported with only its imports changed:
//   import RxSwift → import Reactive, import RxCocoa → (not needed by a view model).
import Foundation
import Reactive

final class SignUpViewModel {
  // Inputs
  let email = BehaviorRelay<String>(value: "")
  let password = BehaviorRelay<String>(value: "")
  let signUpTap = PublishRelay<Void>()

  // Outputs
  let isSignUpButtonEnabled: Driver<Bool>
  let passwordHint: Driver<String>
  let signedUpEmail: Signal<String>

  init() {
    isSignUpButtonEnabled = Observable.combineLatest(email, password)
      .map { email, password in
        email.contains("@") && email.contains(".") && password.count >= 8
      }
      .distinctUntilChanged()
      .asDriver(onErrorDriveWith: .empty())

    passwordHint =
      password
      .map { $0.isEmpty || $0.count >= 8 ? "" : "At least 8 characters" }
      .asDriver(onErrorJustReturn: "")

    signedUpEmail =
      signUpTap
      .withLatestFrom(email)
      .asSignal(onErrorSignalWith: .empty())
  }
}
