import Assertions
import Foundation
@testable import Play
import Registry
import Scenarios
import Testing

@testable import CommandLineKit
@testable import Commands

/// `patterns show`: a scenario step by step, a screen per step.
struct ShowCommandTests {
  static let scenarios = """
    scenario: Signing in
      given a user "bo@example.com" with password "secret99"
      type "bo@example.com" into login.email
      type "secret99" into login.password
      tap login.submit
      wait 400ms
      expect screen catalog

    scenario: Expects the wrong screen
      type "bo@example.com" into login.email
      expect screen catalog
      tap login.submit
    """

  func show(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("show-\(UUID().uuidString).scenario")
    try Self.scenarios.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["show"] + arguments + ["--scenarios", file.path], patterns: PatternRegistry.all,
      context: .capturing(into: capture))
    return (status, capture.standardOutput, capture.standardError)
  }

  @Test func textShowsTheStartThenOneRenderPerStepUnderTheStep() throws {
    let (status, output, _) = try show(["mvc", "Signing in"])
    assertEqual(status, 0)
    assertEqual(output.components(separatedBy: "\n    screen ").count - 1, 6)
    #expect(output.contains("  given a user \"bo@example.com\" with password \"secret99\"\n"))
    #expect(output.contains("  2/5 type \"••••••••\" into login.password  ("))
    #expect(!output.contains("\"secret99\" into"))
    #expect(output.contains("  5/5 expect screen catalog  (") && output.hasSuffix("✓ passed\n"))
  }

  @Test func theFailingStepIsMarkedAndTheRestIsNotRun() throws {
    let (status, output, _) = try show(["mvp", "wrong screen"])
    assertEqual(status, 1)
    #expect(output.contains("✗ 2/3 expect screen catalog  ("))
    #expect(output.contains("    expected: screen catalog\n    seen:     screen login\n"))
    #expect(output.contains("(1 step after it not run)"))
    #expect(output.hasSuffix("✗ failed\n"))
  }

  @Test func htmlShowsEachStepOnceWithTheScreensThePatternsShareAndMarksTheFailingOne() throws {
    let (status, output, _) = try show(["all", "wrong screen", "--format", "html"])
    assertEqual(status, 1)
    // Every pattern shows the same screens and fails alike: one screen per step names them all.
    let names = PatternRegistry.all.map(\.name).joined(separator: ", ")
    #expect(output.contains("<div class=\"screen fail\"><div class=\"who\">\(names)</div>"))
    assertEqual(output.components(separatedBy: "<div class=\"screen fail\">").count - 1, 1)
    #expect(
      output.contains("<div class=\"screen notrun\"><div class=\"who\">\(names)</div>not run</div>")
    )
    #expect(output.contains("<div class=\"columns\">"))
  }

  @Test func patternsWhoseStripsReadTheSameShareOneInText() throws {
    let result = try show(["all", "Signing in"])
    let names = PatternRegistry.all.map(\.name).joined(separator: ", ")
    #expect(result.output.hasPrefix("\(names): Signing in  ("))
    assertEqual(result.output.components(separatedBy: ": Signing in  (").count, 2)
    // A strip that differs is shown apart, headed by its own pattern.
    let scenario = try #require(
      try ScenarioParser.parse(Self.scenarios, path: "show.scenario").scenarios.first)
    func strip(_ pattern: String, _ screen: String) -> FilmStrip {
      FilmStrip(pattern: pattern, scenario: scenario, start: screen, frames: [], problem: nil)
    }
    let text = FilmStripText.render([strip("a", "one"), strip("b", "two"), strip("c", "one")])
    #expect(text.hasPrefix("a, c: Signing in  (show.scenario:1)\n  given"))
    #expect(text.contains("\nb: Signing in  (show.scenario:1)\n"))
    assertEqual(text.components(separatedBy: ": Signing in").count, 3)
  }

  @Test func anAmbiguousOrUnknownScenarioIsAUsageError() throws {
    try assertEqual(show(["mvc", "s"]).status, 64)
    #expect(try show(["mvc", "nothing like it"]).error.contains("No scenario named"))
    #expect(
      try show(["mvc", "sgning"]).error.hasPrefix(
        "Error: No scenario named or containing 'sgning'. Did you mean 'Signing in'?\n"))
  }
}
