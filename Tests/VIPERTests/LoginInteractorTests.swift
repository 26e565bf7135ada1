/// The sign-in interactor over Domain's in-memory auth service on virtual time: the form's
/// rules in order, the 400 ms answer, lockout, and the request dropped with the interactor.
import Assertions
import Domain
import Scheduling
import Testing
import VIPER

/// A sign-in interactor over the default users, its answers spied on.
private struct LoginInteractorFixture {
  let scheduler = VirtualScheduler()
  let auth: InMemoryAuthService
  let output = SpyLoginOutput()
  let interactor: LoginInteractor

  init(isReachable: Bool = true) {
    auth = InMemoryAuthService(scheduler: scheduler, isReachable: isReachable)
    interactor = LoginInteractor(authService: auth)
    interactor.output = output
  }
}

struct LoginInteractorTests {
  /// The interactor's part: which rules fail, in the spec's order (the presenter words them).
  @Test func returnInPasswordWithAnInvalidFormShowsTheFormErrors() {
    let app = LoginInteractorFixture()
    assertEqual(
      app.interactor.formErrors(email: "ada@", password: "abc"), [.invalidEmail, .shortPassword])
    assertEqual(
      app.interactor.formErrors(email: "ada@example.com", password: "abc"), [.shortPassword])
    assertEqual(app.interactor.formErrors(email: " ada@example.com ", password: "123456"), [])
  }

  @Test func aPasswordOfSixCharactersIsValidAndFiveIsTooShort() {
    let app = LoginInteractorFixture()
    let email = "ada@example.com"
    assertEqual(app.interactor.formErrors(email: email, password: "12345"), [.shortPassword])
    assertEqual(app.interactor.formErrors(email: email, password: "123456"), [])
    // "é" typed as e + U+0301 counts once.
    assertEqual(app.interactor.formErrors(email: email, password: "he\u{301}llo"), [.shortPassword])
  }

  @Test func theAnswerComes400MillisecondsLater() {
    let app = LoginInteractorFixture()
    app.interactor.signIn(email: "ada@example.com", password: "lovelace1")
    app.scheduler.advance(by: .milliseconds(399))
    assertEqual(app.output.results, [])
    app.scheduler.advance(by: .milliseconds(1))
    assertEqual(app.output.results, [.signedIn(Session(email: "ada@example.com"))])
  }

  @Test func anUnknownEmailIsAWrongPassword() {
    let app = LoginInteractorFixture()
    app.interactor.signIn(email: "grace@example.com", password: "hopper12")
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(app.output.results, [.incorrectCredentials])
  }

  /// The interactor's part: each answer as the service gives it, lockout included (the
  /// presenter words it and clears the password).
  @Test func lockoutShowsMinutesLeftAndClearsThePassword() {
    let app = LoginInteractorFixture()
    for _ in 1...5 {
      app.interactor.signIn(email: "ada@example.com", password: "wrong-one")
      app.scheduler.advance(by: .milliseconds(400))
    }
    app.interactor.signIn(email: "ada@example.com", password: "lovelace1")
    app.scheduler.advance(by: .seconds(61))
    assertEqual(
      app.output.results,
      [
        .incorrectCredentials, .incorrectCredentials, .incorrectCredentials,
        .incorrectCredentials, .lockedOut(minutesLeft: 5), .lockedOut(minutesLeft: 5),
      ])
  }

  /// The interactor's part: an unreachable server is an answer of its own (the presenter keeps
  /// both fields).
  @Test func unreachableServerKeepsBothFields() {
    let app = LoginInteractorFixture(isReachable: false)
    app.interactor.signIn(email: "ada@example.com", password: "lovelace1")
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(app.output.results, [.unreachable])
  }

  /// The interactor goes with its screen, and the request in flight with it.
  @Test func leavingTheScreenCancelsThePendingSignIn() {
    let scheduler = VirtualScheduler()
    let output = SpyLoginOutput()
    do {
      let interactor = LoginInteractor(
        authService: InMemoryAuthService(scheduler: scheduler))
      interactor.output = output
      interactor.signIn(email: "ada@example.com", password: "lovelace1")
      assertEqual(scheduler.pendingCount, 1)
    }
    assertEqual(scheduler.pendingCount, 0)
    scheduler.advance(by: .seconds(1))
    assertEqual(output.results, [])
  }
}
