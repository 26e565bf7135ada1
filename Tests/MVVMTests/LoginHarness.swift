// The login view model under test: built on a `TestScheduler`, with one recorded observer
// per output and a navigator spy, subscribed at tick 0. Used by LoginViewModelTests only.
import Domain
import MVVM
import Reactive
import ReactiveTesting
import Scheduling

/// A login view model on a `TestScheduler` (one tick = 1 ms), every output recorded from 0.
@MainActor
final class LoginHarness {
  let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
  let navigator: NavigatorSpy
  var viewModel: LoginViewModel?
  var bag: DisposeBag? = DisposeBag()
  let isSubmitEnabled: TestableObserver<Bool>
  let submitTitle: TestableObserver<String>
  let isActivityAnimating: TestableObserver<Bool>
  let focusPassword: TestableObserver<Void>
  let clearPassword: TestableObserver<Void>
  let alert: TestableObserver<AlertText>

  init(reachable: Bool = true) {
    let auth = InMemoryAuthService(scheduler: scheduler, isReachable: reachable)
    navigator = NavigatorSpy(scheduler: scheduler)
    let viewModel = LoginViewModel(authService: auth)
    self.viewModel = viewModel
    isSubmitEnabled = scheduler.createObserver(Bool.self)
    submitTitle = scheduler.createObserver(String.self)
    isActivityAnimating = scheduler.createObserver(Bool.self)
    focusPassword = scheduler.createObserver(Void.self)
    clearPassword = scheduler.createObserver(Void.self)
    alert = scheduler.createObserver(AlertText.self)
    let outputs = viewModel.outputs
    bag?.insert(
      outputs.isSubmitEnabled.drive(isSubmitEnabled), outputs.submitTitle.drive(submitTitle),
      outputs.isActivityAnimating.drive(isActivityAnimating),
      outputs.focusPassword.emit(to: focusPassword), outputs.clearPassword.emit(to: clearPassword),
      outputs.alert.emit(to: alert), outputs.showCatalog.emit(onNext: navigator.showCatalog(for:)))
  }

  /// What the view model asked the navigator for.
  var navigation: [Recorded<Event<Navigation>>] { navigator.requests.events }

  /// Every element of every output and every navigation request, described.
  var everyOutput: [String] {
    isSubmitEnabled.descriptions + submitTitle.descriptions + isActivityAnimating.descriptions
      + focusPassword.descriptions + clearPassword.descriptions + alert.descriptions
      + navigator.requests.descriptions
  }

  /// Schedules `action` on the view model's inputs at `time`.
  func at(_ time: TestTime, _ action: @escaping (LoginViewModelInputs) -> Void) {
    scheduler.scheduleAt(time) { [weak self] in
      if let inputs = self?.viewModel?.inputs { action(inputs) }
    }
  }

  /// Types valid credentials: the email at 100, the password at 200.
  func fill(email: String = "ada@example.com", password: String) {
    at(100) { $0.emailChanged(email) }
    at(200) { $0.passwordChanged(password) }
  }
}
