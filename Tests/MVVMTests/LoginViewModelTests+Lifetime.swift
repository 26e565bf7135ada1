// The sign-in view model's requests and lifetime: one request per enabled tap, and releasing
// the view model (with its bindings) cancels a pending sign-in.
import Assertions
import Domain
import MVVM
import Reactive
import ReactiveTesting
import Scheduling
import Testing

@MainActor
extension LoginViewModelTests {
  @Test func submitOnAnInvalidFormDoesNothing() {
    let spy = SpyAuthService()
    let viewModel = LoginViewModel(authService: spy)
    let bag = DisposeBag()
    viewModel.outputs.showCatalog.emit(onNext: { _ in }).disposed(by: bag)  // bound, as a view is
    viewModel.inputs.loginButtonTapped()
    viewModel.inputs.emailChanged("ada@example.com")
    viewModel.inputs.passwordChanged("lovelace1")
    viewModel.inputs.loginButtonTapped()
    viewModel.inputs.loginButtonTapped()
    assertEqual(spy.requestCount, 1)
  }

  @Test func leavingTheScreenCancelsThePendingSignIn() {
    let spy = SpyAuthService()
    var viewModel: LoginViewModel? = LoginViewModel(authService: spy)
    var bindings: DisposeBag? = DisposeBag()  // the view's, which goes with the view model
    if let viewModel, let bindings {
      viewModel.outputs.showCatalog.emit(onNext: { _ in }).disposed(by: bindings)
    }
    viewModel?.inputs.emailChanged("ada@example.com")
    viewModel?.inputs.passwordChanged("lovelace1")
    viewModel?.inputs.passwordReturnPressed()
    #expect(spy.requestCount == 1 && spy.cancelCount == 0)
    viewModel = nil
    bindings = nil
    assertEqual(spy.cancelCount, 1)
  }

  @Test func theScreenIsReleasedWithItsWindow() {
    let screen = LoginHarness()
    weak let released = screen.viewModel
    screen.fill(password: "lovelace1")
    screen.at(300) { $0.loginButtonTapped() }
    screen.scheduler.advanceTo(500)
    screen.bag = nil
    screen.viewModel = nil
    screen.scheduler.start()
    #expect(released == nil)
    #expect(screen.navigation.isEmpty)
    assertEqual(screen.submitTitle.events, [.next(0, "Sign in"), .next(300, "Signing in…")])
  }
}
