import Assertions
import Testing

@testable import Scenarios

/// The faults of `text` parsed as `t.scenario`, one `LINE:COLUMN: error: MESSAGE` each.
nonisolated func faults(_ text: String) -> [String] {
  do {
    _ = try ScenarioParser.parse(text, path: "t.scenario")
    return []
  } catch {
    return error.faults.map { "\($0)".replacing("t.scenario:", with: "") }
  }
}

/// The kind of the one step of a one-step scenario.
private func kind(_ step: String) throws -> Step.Kind {
  let file = try ScenarioParser.parse("scenario: S\n\(step)\n", path: "t.scenario")
  return try #require(file.scenarios.first?.steps.first).kind
}

struct ScenarioParserTests {
  @Test func readsTheSpecsExampleWithLocationsAndTexts() throws {
    let text = """
      # Lines whose first non-blank character is # are comments; blank lines are ignored.
      scenario: A malformed email keeps the button disabled
        type "ada@" into login.email
        expect login.submit disabled

      scenario: Search ignores diacritics
        given signed in as "ada@example.com"
          wait 250ms
      """
    let file = try ScenarioParser.parse(text, path: "x.scenario")
    assertEqual(file.path, "x.scenario")
    assertEqual(
      file.scenarios.map(\.name),
      [
        "A malformed email keeps the button disabled", "Search ignores diacritics",
      ])
    let first = file.scenarios[0]
    assertEqual(first.location, SourceLocation(file: "x.scenario", line: 2, column: 1))
    assertEqual(
      first.steps.map(\.text),
      [
        "type \"ada@\" into login.email", "expect login.submit disabled",
      ])
    assertEqual(first.steps[0].location, SourceLocation(file: "x.scenario", line: 3, column: 3))
    assertEqual(first.steps[1].kind, .expectation(.enabled("login.submit", false)))
    let second = file.scenarios[1]
    assertEqual(second.setup, [.signedIn(email: "ada@example.com")])
    assertEqual(second.steps[1].kind, .action(.wait(.milliseconds(250))))
    assertEqual(second.steps[1].location.column, 5)
  }

  @Test(arguments: [
    ("given the server is unreachable", Step.Kind.setup(.serverUnreachable)),
    ("given an empty catalog", .setup(.emptyCatalog)),
    ("given a product \"Desk\" priced 12.50", .setup(.product(name: "Desk", price: "12.50"))),
    (
      "given a user \"b@c.io\" with password \"pw\"",
      .setup(.user(email: "b@c.io", password: "pw"))
    ),
    ("given signed in as \"ada@example.com\"", .setup(.signedIn(email: "ada@example.com"))),
    ("given the catalog cannot be read", .setup(.catalogUnreadable)),
    ("given the catalog cannot be written", .setup(.catalogUnwritable)),
    ("type \"a b\" into login.email", .action(.type("a b", into: "login.email"))),
    ("clear product.name", .action(.clear("product.name"))),
    ("tap login.submit", .action(.tap("login.submit"))),
    ("tap row 3 of catalog.list", .action(.tapRow(3, of: "catalog.list"))),
    ("select \"Price ↑\" in catalog.sort", .action(.select("Price ↑", in: "catalog.sort"))),
    ("press return in login.password", .action(.pressReturn(in: "login.password"))),
    ("tap alert button \"OK\"", .action(.tapAlertButton("OK"))),
    ("wait 250ms", .action(.wait(.milliseconds(250)))),
    ("wait 2s", .action(.wait(.seconds(2)))),
    ("wait 5m", .action(.wait(.seconds(300)))),
    ("expect screen login", .expectation(.screen("login"))),
    ("expect login.title text \"Sign in\"", .expectation(.text("login.title", "Sign in"))),
    (
      "expect login.email placeholder \"you@example.com\"",
      .expectation(.placeholder("login.email", "you@example.com"))
    ),
    ("expect login.submit enabled", .expectation(.enabled("login.submit", true))),
    ("expect login.submit disabled", .expectation(.enabled("login.submit", false))),
    ("expect login.activity visible", .expectation(.visible("login.activity", true))),
    ("expect login.activity hidden", .expectation(.visible("login.activity", false))),
    ("expect login.password focused", .expectation(.focused("login.password"))),
    ("expect catalog.sort selected \"Name\"", .expectation(.selected("catalog.sort", "Name"))),
    ("expect catalog.list rows 0", .expectation(.rows("catalog.list", 0))),
    (
      "expect row 1 of catalog.list \"Bàn phím cơ\" \"$49.90\"",
      .expectation(.row(1, of: "catalog.list", title: "Bàn phím cơ", detail: "$49.90"))
    ),
    ("expect alert \"Error\"", .expectation(.alert(title: "Error", message: nil))),
    (
      "expect alert \"Error\" message \"A\\nB\"",
      .expectation(.alert(title: "Error", message: "A\nB"))
    ),
    ("expect no alert", .expectation(.noAlert)),
  ])
  func readsEveryFormOfStep(step: String, expected: Step.Kind) throws {
    try assertEqual(kind(step), expected)
  }

  @Test func resolvesTheThreeEscapesAndKeepsOtherCharactersAsWritten() throws {
    try assertEqual(
      kind(#"type "say \"hi\" \\ \n ‘ok’" into x"#),
      .action(.type("say \"hi\" \\ \n ‘ok’", into: "x")))
  }

  @Test func aScenarioNameRunsToTheEndOfTheLineAndIsTrimmed() throws {
    let file = try ScenarioParser.parse("scenario:   Two  words # not a comment  \n", path: "t")
    assertEqual(file.scenarios.map(\.name), ["Two  words # not a comment"])
    #expect(file.scenarios[0].steps.isEmpty)
  }

  @Test func windowsLineEndingsAndAnEmptyFileParse() throws {
    let file = try ScenarioParser.parse("scenario: A\r\n  tap x\r\n", path: "t")
    assertEqual(file.scenarios[0].steps.map(\.location.line), [2])
    #expect(try ScenarioParser.parse("", path: "t").scenarios.isEmpty)
  }
}
