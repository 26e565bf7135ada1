import Assertions
import Domain
import Testing

struct LoginRulesTests {
  @Test(arguments: [
    "ada@example.com", "  ada@example.com \n", "A.B_C%D+E-F@sub-domain.example.co", "x@y.io",
  ])
  func acceptsWellFormedEmails(email: String) {
    #expect(LoginRules.emailIsValid(email))
  }

  @Test(arguments: [
    "", "ada@", "ada@example", "ada@example.c", "@example.com", "ada example@example.com",
    "adà@example.com", "ada@example.c0m", "ada@@example.com", "ada@example.com x",
  ])
  func rejectsMalformedEmails(email: String) {
    #expect(!LoginRules.emailIsValid(email))
  }

  @Test func passwordNeedsSixGraphemeClusters() {
    #expect(LoginRules.passwordIsValid("abcdef"))
    #expect(!LoginRules.passwordIsValid("abcde"))
    // Five letters and a decomposed "é" (e + U+0301) are six characters, seven scalars.
    #expect(LoginRules.passwordIsValid("abcde\u{301}f"))
    #expect(!LoginRules.passwordIsValid("abcde\u{301}"))
    #expect(LoginRules.passwordIsValid("👩‍👩‍👧‍👦👍🏽é日本語"))
    #expect(!LoginRules.passwordIsValid("👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦"))
    #expect(LoginRules.passwordIsValid("      "), "the password is not trimmed")
  }

  @Test func formErrorsComeInTheSpecsOrder() {
    assertEqual(
      LoginRules.formErrors(email: "ada@", password: "123"), [.invalidEmail, .shortPassword])
    assertEqual(LoginRules.formErrors(email: "ada@example.com", password: "123"), [.shortPassword])
    assertEqual(LoginRules.formErrors(email: "ada@", password: "123456"), [.invalidEmail])
    assertEqual(LoginRules.formErrors(email: "ada@example.com", password: "123456"), [])
  }

  @Test func accountKeyIsTrimmedAndCaseInsensitive() {
    assertEqual(LoginRules.accountKey("  Ada@Example.COM "), "ada@example.com")
  }
}
