// ViewModel (MVVM): the sign-in screen as streams. Every output is derived once, in `init`,
// from the inputs, Domain's rules and the service's answers; the sign-in runs in
// `flatMapLatest`, so disposal cancels it. It decides what the screen shows: the form's
// alert, each answer's alert, whether the password is emptied.
// Owns: the form's state, whether a sign-in is in flight, those decisions, and when to show
// the catalog (the `showCatalog` output). Must not know: any view, control, UIKit type or
// navigator (imports Domain and Reactive only).
import Domain
import Reactive

/// Call these when the user acts on the sign-in screen.
public protocol LoginViewModelInputs {
  /// Call on every edit of the email field (and once with its current text when bound).
  func emailChanged(_ email: String)
  /// Call on every edit of the password field (and once with its current text when bound).
  func passwordChanged(_ password: String)
  /// Call when return is pressed in the email field.
  func emailReturnPressed()
  /// Call when return is pressed in the password field.
  func passwordReturnPressed()
  /// Call when the sign-in button is tapped.
  func loginButtonTapped()
}

/// Bind to these: drivers for state, signals for one-shot events.
public protocol LoginViewModelOutputs {
  /// Whether the sign-in button is enabled: a valid form and no sign-in in flight.
  var isSubmitEnabled: Driver<Bool> { get }
  /// The sign-in button's title: "Sign in", or "Signing in…" while in flight.
  var submitTitle: Driver<String> { get }
  /// Whether the activity indicator animates (a sign-in is in flight).
  var isActivityAnimating: Driver<Bool> { get }
  /// The password field must move into focus.
  var focusPassword: Signal<Void> { get }
  /// The password field must be emptied (after a failed answer that does not keep it).
  var clearPassword: Signal<Void> { get }
  /// An alert to present: an invalid form on return, or a failed answer.
  var alert: Signal<AlertText> { get }
  /// The user signed in: the catalog must replace this screen (Login 6).
  var showCatalog: Signal<Session> { get }
}

/// A sign-in view model: its inputs and its outputs.
public protocol LoginViewModelType {
  /// What the view calls.
  var inputs: LoginViewModelInputs { get }
  /// What the view binds to.
  var outputs: LoginViewModelOutputs { get }
}

/// The sign-in screen's view model (app spec, Login rules 1-9).
public final class LoginViewModel: LoginViewModelType, LoginViewModelInputs,
  LoginViewModelOutputs
{
  public var inputs: LoginViewModelInputs { self }
  public var outputs: LoginViewModelOutputs { self }

  public let isSubmitEnabled: Driver<Bool>
  public let submitTitle: Driver<String>
  public let isActivityAnimating: Driver<Bool>
  public let focusPassword: Signal<Void>
  public let clearPassword: Signal<Void>
  public let alert: Signal<AlertText>
  public let showCatalog: Signal<Session>

  private let email: BehaviorRelay<String>
  private let password: BehaviorRelay<String>
  private let emailReturn: PublishRelay<Void>
  private let passwordReturn: PublishRelay<Void>
  private let loginTap: PublishRelay<Void>

  /// A view model that signs in with `authService`.
  public init(authService: AuthService) {
    let email = BehaviorRelay(value: ""), password = BehaviorRelay(value: "")
    let emailReturn = PublishRelay<Void>(), passwordReturn = PublishRelay<Void>()
    let loginTap = PublishRelay<Void>()
    // The graph's one loop: a sign-in's answer changes the form the next submission reads
    // (Login 5: nothing is submitted while one is in flight; Login 7, 8: a refusal empties the
    // password). Streams close a loop only through a relay, so these two are fed by the
    // request's own lifecycle, as Kickstarter's `paginate` feeds its `isLoading`; no input is
    // ever written by the view model.
    let isSigningIn = BehaviorRelay(value: false)
    let passwordCleared = PublishRelay<Void>()
    let fieldPassword = Observable.merge(password.asObservable(), passwordCleared.map { "" })
    let form = Observable.combineLatest(email, fieldPassword, isSigningIn) {
      LoginForm(email: $0, password: $1, isSigningIn: $2)
    }

    // Return in the password field while idle: submit when valid, else explain why not.
    let passwordReturnWhileIdle = passwordReturn.withLatestFrom(form).filter { !$0.isSigningIn }
    let invalidFormAlert = passwordReturnWhileIdle.map(\.errors).filter { !$0.isEmpty }
      .map(LoginViewModel.invalidFormAlert)
    let submissions = Observable.merge(loginTap.withLatestFrom(form), passwordReturnWhileIdle)
      .filter(\.canSubmit)

    // One request at a time; in flight from subscription to answer (or disposal). A refusal
    // empties the password before anyone hears of the answer.
    let answers =
      submissions
      .flatMapLatest { form in
        authService.signInRequest(email: form.email, password: form.password)
          .do(
            onNext: { if LoginViewModel.clearsPassword($0) { passwordCleared.accept(()) } },
            onSubscribe: { isSigningIn.accept(true) }, onDispose: { isSigningIn.accept(false) })
      }
      .share()

    isSubmitEnabled = form.map(\.canSubmit).distinctUntilChanged()
      .asDriver(onErrorJustReturn: false)
    submitTitle = isSigningIn.map { $0 ? Strings.Login.submitting : Strings.Login.submit }
      .distinctUntilChanged()
      .asDriver(onErrorJustReturn: Strings.Login.submit)
    isActivityAnimating = isSigningIn.distinctUntilChanged().asDriver(onErrorJustReturn: false)
    focusPassword = emailReturn.withLatestFrom(isSigningIn).filter { !$0 }.map { _ in () }
      .asSignal(onErrorSignalWith: .empty())
    clearPassword = passwordCleared.asSignal()
    alert = Observable.merge(invalidFormAlert, answers.compactMap(LoginViewModel.signInFailedAlert))
      .asSignal(onErrorSignalWith: .empty())
    showCatalog = answers.compactMap(\.session).asSignal(onErrorSignalWith: .empty())

    (self.email, self.password) = (email, password)
    (self.emailReturn, self.passwordReturn, self.loginTap) = (emailReturn, passwordReturn, loginTap)
  }

  // MARK: Inputs

  public func emailChanged(_ email: String) { self.email.accept(email) }
  public func passwordChanged(_ password: String) { self.password.accept(password) }
  public func emailReturnPressed() { emailReturn.accept(()) }
  public func passwordReturnPressed() { passwordReturn.accept(()) }
  public func loginButtonTapped() { loginTap.accept(()) }

  // MARK: Presentation decisions

  /// Login 4: "Error", one line per failing rule, in the spec's order.
  private static func invalidFormAlert(_ errors: [LoginFormError]) -> AlertText {
    AlertText(
      title: Strings.Login.invalidFormTitle,
      message: errors.map(message(for:)).joined(separator: "\n"), button: Strings.Alert.ok)
  }

  private static func message(for error: LoginFormError) -> String {
    switch error {
    case .invalidEmail: Strings.Login.invalidEmail
    case .shortPassword: Strings.Login.shortPassword
    }
  }

  /// Login 7-9: "Sign-in failed" with the answer's reason; none on success.
  private static func signInFailedAlert(_ result: SignInResult) -> AlertText? {
    let message: String
    switch result {
    case .signedIn: return nil
    case .incorrectCredentials: message = Strings.Login.incorrectCredentials
    case .lockedOut(let minutesLeft):
      let unit = minutesLeft == 1 ? Strings.Login.minute : Strings.Login.minutes
      message = Strings.Login.lockedOut(minutesLeft: minutesLeft, unit: unit)
    case .unreachable: message = Strings.Login.unreachable
    }
    return AlertText(title: Strings.Login.failedTitle, message: message, button: Strings.Alert.ok)
  }

  /// Login 7-9: a refusal empties the password; an unreachable server keeps it.
  private static func clearsPassword(_ result: SignInResult) -> Bool {
    switch result {
    case .incorrectCredentials, .lockedOut: true
    case .signedIn, .unreachable: false
    }
  }
}

/// The form as the view model sees it at one moment.
private struct LoginForm {
  var email: String
  var password: String
  var isSigningIn: Bool

  /// A valid form with no sign-in in flight (Login 2).
  var canSubmit: Bool {
    !isSigningIn && LoginRules.formIsValid(email: email, password: password)
  }

  /// The rules the form breaks, in the spec's order (Login 4).
  var errors: [LoginFormError] {
    LoginRules.formErrors(email: email, password: password)
  }
}
