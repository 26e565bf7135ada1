// The sign-in view model's form and the moment of its answer (app spec, Login rules 1-7),
// through its properties and events only. No view is involved.
import Assertions
import Domain
import MVVMSwiftUI
import Scheduling
import Testing

extension LoginViewModelTests {
  @Test func theFormStartsWithADisabledSignInButtonAndNoActivity() {
    let viewModel = makeViewModel()
    #expect(viewModel.email == "" && viewModel.password == "")
    #expect(!viewModel.canSubmit)
    assertEqual(viewModel.submitTitle, "Sign in")
    #expect(!viewModel.isActivityAnimating && !viewModel.isSigningIn)
    #expect(viewModel.alert == nil)
  }

  @Test func aPasswordOfSixCharactersIsValidAndFiveIsTooShort() {
    let viewModel = makeViewModel()
    viewModel.email = "ada@example.com"
    viewModel.password = "abcde"
    #expect(!viewModel.canSubmit)
    viewModel.password = "abcdef"
    #expect(viewModel.canSubmit)
  }

  @Test func submitOnAnInvalidFormDoesNothing() {
    let viewModel = makeViewModel()
    viewModel.email = "ada@example"
    viewModel.password = "lovelace1"
    viewModel.loginButtonTapped()
    #expect(!viewModel.isSigningIn)
    #expect(viewModel.alert == nil)
    scheduler.advance(by: .milliseconds(400))
    #expect(navigator.moves.isEmpty)
  }

  @Test func editingWhileSigningInKeepsTheButtonDisabled() {
    let viewModel = makeViewModel()
    viewModel.email = "ada@example.com"
    viewModel.password = "lovelace1"
    viewModel.loginButtonTapped()
    viewModel.password = "lovelace12"
    #expect(!viewModel.canSubmit)
    #expect(viewModel.isActivityAnimating)
  }

  @Test func returnInPasswordNamesOnlyTheFailingRule() {
    let viewModel = makeViewModel()
    viewModel.email = "ada@example"
    viewModel.password = "lovelace1"
    viewModel.passwordReturnPressed()
    assertEqual(
      viewModel.alert,
      AlertText(title: "Error", message: "Enter a valid email address.", button: "OK"))
    #expect(!viewModel.isSigningIn)
  }

  @Test func returnInPasswordWithAValidFormSubmits() {
    let viewModel = makeViewModel()
    viewModel.email = "ada@example.com"
    viewModel.password = "lovelace1"
    viewModel.passwordReturnPressed()
    #expect(viewModel.isSigningIn)
    #expect(viewModel.alert == nil)
  }

  @Test func theAnswerComes400MillisecondsLater() {
    let viewModel = makeViewModel()
    viewModel.email = "ada@example.com"
    viewModel.password = "lovelace1"
    viewModel.loginButtonTapped()
    scheduler.advance(by: .milliseconds(399))
    #expect(navigator.moves.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    assertEqual(navigator.moves, [.showCatalog(Session(email: "ada@example.com"))])
  }

  @Test func anUnknownEmailIsAWrongPassword() {
    let viewModel = makeViewModel()
    viewModel.email = "nobody@example.com"
    viewModel.password = "lovelace1"
    viewModel.loginButtonTapped()
    scheduler.advance(by: .milliseconds(400))
    assertEqual(
      viewModel.alert,
      AlertText(title: "Sign-in failed", message: "Incorrect email or password.", button: "OK")
    )
    #expect(viewModel.email == "nobody@example.com" && viewModel.password == "")
  }
}
