import Assertions
import Foundation
import HeadlessUI
import Reactive
import ReactiveTesting
import ReactiveUI
import Testing

struct SignUpFormTests {
  private func makeScreen() -> SignUpViewController {
    let controller = SignUpViewController(viewModel: SignUpViewModel())
    controller.loadViewIfNeeded()
    return controller
  }

  @Test func theButtonStartsDisabled() {
    let screen = makeScreen()
    assertEqual(screen.signUpButton.isEnabled, false)
    assertEqual(screen.passwordHintLabel.text, "")
  }

  @Test func typingAValidEmailAndPasswordEnablesTheButton() {
    let screen = makeScreen()
    screen.emailTextField.insertText("ada@example.com")
    assertEqual(screen.signUpButton.isEnabled, false)
    screen.passwordTextField.insertText("1234567")
    assertEqual(screen.signUpButton.isEnabled, false)
    assertEqual(screen.passwordHintLabel.text, "At least 8 characters")
    screen.passwordTextField.insertText("8")
    #expect(screen.signUpButton.isEnabled)
    assertEqual(screen.passwordHintLabel.text, "")
    screen.emailTextField.deleteBackward()
    screen.emailTextField.replaceAllText(with: "ada")
    assertEqual(screen.signUpButton.isEnabled, false)
  }

  @Test func tappingSignUpWelcomesTheEmailTyped() {
    let screen = makeScreen()
    screen.emailTextField.insertText("ada@example.com")
    screen.passwordTextField.insertText("correct horse")
    screen.signUpButton.sendActions(for: .touchUpInside)
    assertEqual(screen.welcomeLabel.text, "Welcome, ada@example.com!")
  }

  @Test func theViewModelsOutputsAsMarbles() {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = SignUpViewModel()
    let enabled = scheduler.createObserver(Bool.self)
    let bag = DisposeBag()
    viewModel.isSignUpButtonEnabled.drive(enabled).disposed(by: bag)
    scheduler.scheduleAt(210) { viewModel.email.accept("a@b.co") }
    scheduler.scheduleAt(220) { viewModel.password.accept("12345678") }
    scheduler.scheduleAt(230) { viewModel.password.accept("123456789") }
    scheduler.scheduleAt(240) { viewModel.email.accept("ab.co") }
    scheduler.start()
    assertEqual(enabled.events, [.next(0, false), .next(220, true), .next(240, false)])
  }

  @Test func theScreenAndItsViewModelGoAwayTogether() {
    var screen: SignUpViewController?
    weak var weakViewModel: SignUpViewModel?
    do {
      let viewModel = SignUpViewModel()
      weakViewModel = viewModel
      screen = SignUpViewController(viewModel: viewModel)
      screen?.loadViewIfNeeded()
      screen?.emailTextField.insertText("a@b.co")
      screen?.signUpButton.sendActions(for: .touchUpInside)
    }
    weak let weakScreen = screen
    weak let weakField = screen?.emailTextField
    weak let weakButton = screen?.signUpButton
    #expect(weakViewModel != nil)
    screen = nil
    #expect(weakScreen == nil)
    #expect(weakField == nil)
    #expect(weakButton == nil)
    #expect(weakViewModel == nil)
  }

  @Test func aScreenBoundToALongLivedSourceUnsubscribesWhenItGoesAway() {
    final class StatusViewController: UIViewController {
      let label = UILabel()
      let bag = DisposeBag()
      init(status: Observable<String>) {
        super.init(nibName: nil, bundle: nil)
        status.bind(to: label.rx.text).disposed(by: bag)
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    let status = PublishSubject<String>()
    var screen: StatusViewController? = StatusViewController(status: status)
    status.onNext("online")
    assertEqual(screen?.label.text, "online")
    #expect(status.hasObservers)
    screen = nil
    assertEqual(status.hasObservers, false)
  }
}
