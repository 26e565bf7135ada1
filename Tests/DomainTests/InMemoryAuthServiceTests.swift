import Assertions
import Domain
import Scheduling
import Testing

struct InMemoryAuthServiceTests {
  let scheduler = VirtualScheduler()
  var service: InMemoryAuthService { InMemoryAuthService(scheduler: scheduler) }

  /// Signs in and returns the answer, advancing the clock 400 ms.
  private func answer(
    _ service: InMemoryAuthService, _ email: String, _ password: String
  ) -> SignInResult? {
    var result: SignInResult?
    service.signIn(email: email, password: password) { result = $0 }
    scheduler.advance(by: .milliseconds(400))
    return result
  }

  private func fail(_ service: InMemoryAuthService, _ email: String, times: Int) {
    for _ in 0..<times { _ = answer(service, email, "wrong-password") }
  }

  @Test func answersFourHundredMillisecondsLater() {
    let service = self.service
    var result: SignInResult?
    service.signIn(email: "ada@example.com", password: "lovelace1") { result = $0 }
    scheduler.advance(by: .milliseconds(399))
    #expect(result == nil)
    scheduler.advance(by: .milliseconds(1))
    assertEqual(result, .signedIn(Session(email: "ada@example.com")))
  }

  @Test func emailMatchIsTrimmedAndCaseInsensitive() {
    assertEqual(
      answer(service, "  ADA@example.COM ", "lovelace1")?.session?.email, "ada@example.com")
  }

  @Test func wrongPasswordAndUnknownEmailAreIncorrectCredentials() {
    let service = self.service
    assertEqual(answer(service, "ada@example.com", "lovelace2"), .incorrectCredentials)
    assertEqual(answer(service, "nobody@example.com", "lovelace1"), .incorrectCredentials)
    assertEqual(answer(service, "ada@example.com", "Lovelace1"), .incorrectCredentials)
  }

  @Test func failureTextsAreTheSpecsCharacterForCharacter() {
    assertEqual(Strings.Login.failedTitle, "Sign-in failed")
    assertEqual(Strings.Login.incorrectCredentials, "Incorrect email or password.")
    assertEqual(
      Strings.Login.unreachable, "Cannot reach the server. Check your connection and try again.")
    assertEqual(
      Strings.Login.lockedOut(minutesLeft: 5, unit: Strings.Login.minutes),
      "Too many attempts. Try again in 5 minutes.")
    assertEqual(
      Strings.Login.lockedOut(minutesLeft: 1, unit: Strings.Login.minute),
      "Too many attempts. Try again in 1 minute.")
  }

  @Test func theFifthConsecutiveFailureLocksForFiveMinutes() {
    let service = self.service
    fail(service, "ada@example.com", times: 4)
    assertEqual(answer(service, "ada@example.com", "nope!!"), .lockedOut(minutesLeft: 5))
  }

  @Test func whileLockedEvenTheRightPasswordIsLockedOutAndMinutesRoundUp() {
    let service = self.service
    fail(service, "ada@example.com", times: 5)  // locked at 2.0 s until 302.0 s
    // Answered at 2.4 s: 4:59.6 left is "5 minutes".
    assertEqual(answer(service, "ada@example.com", "lovelace1"), .lockedOut(minutesLeft: 5))
    // Answered at 242.8 s: 59.2 s left is "1 minute".
    scheduler.advance(to: .milliseconds(242_400))
    assertEqual(answer(service, "ADA@example.com ", "lovelace1"), .lockedOut(minutesLeft: 1))
    // Answered at 241.0 s would be 61 s left: "2 minutes".
  }

  @Test func twoMinutesWhenJustOverOneMinuteIsLeft() {
    let service = self.service
    fail(service, "ada@example.com", times: 5)  // until 302.0 s
    scheduler.advance(to: .milliseconds(240_600))
    assertEqual(answer(service, "ada@example.com", "x"), .lockedOut(minutesLeft: 2))  // 61 s
  }

  @Test func theLockEndsExactlyFiveMinutesAfterTheAnswerAndResetsTheCount() {
    let service = self.service
    fail(service, "ada@example.com", times: 5)  // 5th answer at 2.0 s: locked until 302.0 s
    scheduler.advance(to: .milliseconds(301_600))
    assertEqual(
      answer(service, "ada@example.com", "lovelace1"), .signedIn(Session(email: "ada@example.com")))
    // After the lock the count starts over: four failures are not a lock.
    fail(service, "ada@example.com", times: 4)
    assertEqual(answer(service, "ada@example.com", "wrong"), .lockedOut(minutesLeft: 5))
  }

  @Test func anAnswerJustBeforeTheEndIsStillLocked() {
    let service = self.service
    fail(service, "ada@example.com", times: 5)  // until 302.0 s
    scheduler.advance(to: .milliseconds(301_599))
    assertEqual(answer(service, "ada@example.com", "lovelace1"), .lockedOut(minutesLeft: 1))
  }

  @Test func theEndOfALockResetsTheCountEvenOnAWrongPassword() {
    let service = self.service
    fail(service, "ada@example.com", times: 5)  // until 302.0 s
    scheduler.advance(to: .seconds(400))
    assertEqual(answer(service, "ada@example.com", "wrong"), .incorrectCredentials)
    fail(service, "ada@example.com", times: 3)
    assertEqual(answer(service, "ada@example.com", "wrong"), .lockedOut(minutesLeft: 5))
  }

  @Test func answersWhileLockedAreNotFailures() {
    let service = self.service
    fail(service, "ada@example.com", times: 5)
    fail(service, "ada@example.com", times: 10)
    scheduler.advance(to: .seconds(306))  // the lock from the 5th answer (2 s) ended at 302 s
    assertEqual(answer(service, "ada@example.com", "wrong"), .incorrectCredentials)
  }

  @Test func otherEmailsNeitherCountNorBreakTheCount() {
    let service = self.service
    fail(service, "ada@example.com", times: 2)
    fail(service, "alan@example.com", times: 4)
    #expect(answer(service, "alan@example.com", "turing42") != nil)
    fail(service, "ada@example.com", times: 2)
    assertEqual(answer(service, "ada@example.com", "wrong"), .lockedOut(minutesLeft: 5))
    #expect(answer(service, "alan@example.com", "turing42")?.session != nil)
  }

  @Test func aSuccessResetsTheCount() {
    let service = self.service
    fail(service, "ada@example.com", times: 4)
    #expect(answer(service, "ada@example.com", "lovelace1")?.session != nil)
    fail(service, "ada@example.com", times: 3)
    assertEqual(answer(service, "ada@example.com", "wrong"), .incorrectCredentials)
    assertEqual(answer(service, "ada@example.com", "wrong"), .lockedOut(minutesLeft: 5))
  }

  @Test func unreachableIsNotAFailureAndWinsOverALock() {
    let service = self.service
    fail(service, "ada@example.com", times: 4)
    service.isReachable = false
    assertEqual(answer(service, "ada@example.com", "wrong"), .unreachable)
    service.isReachable = true
    assertEqual(answer(service, "ada@example.com", "wrong"), .lockedOut(minutesLeft: 5))
    service.isReachable = false
    assertEqual(answer(service, "ada@example.com", "lovelace1"), .unreachable)
  }

  @Test func cancellingDropsTheAnswer() {
    var result: SignInResult?
    let request = service.signIn(email: "ada@example.com", password: "lovelace1") { result = $0 }
    request.cancel()
    scheduler.advance(by: .seconds(1))
    #expect(result == nil)
  }

  @Test func extraUsersCanSignIn() {
    let service = InMemoryAuthService(
      scheduler: scheduler, users: [Credentials(email: "grace@example.com", password: "hopper")])
    assertEqual(answer(service, "grace@example.com", "hopper")?.session?.email, "grace@example.com")
    assertEqual(answer(service, "ada@example.com", "lovelace1"), .incorrectCredentials)
  }
}
