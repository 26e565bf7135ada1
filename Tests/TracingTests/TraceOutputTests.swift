import Assertions
import Foundation
import Registry
import Scenarios
import Testing

@testable import CommandLineKit
@testable import Commands
@testable import Tracing

/// `patterns trace`'s formats, its secrets, and how it finds a scenario.
@MainActor
struct TraceOutputTests {
  static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["trace"] + arguments, patterns: PatternRegistry.all, context: .capturing(into: capture))
    return (status, capture.standardOutput, capture.standardError)
  }

  @Test func mermaidIsASequenceDiagramWithPlainParticipantsAndEscapedLabels() {
    let result = Self.run(["mvvm", "trace: wrong-password", "--format", "mermaid"])
    assertEqual(result.status, 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    assertEqual(lines.first, "sequenceDiagram")
    let participant = /\ \ participant [A-Za-z0-9_]+( as [^<>"]+)?/
    let message = /\ \ [A-Za-z0-9_]+->>[A-Za-z0-9_]+: [^<>"]+/
    let note = /\ \ Note over [A-Za-z0-9_]+(,[A-Za-z0-9_]+)?: [^<>"]+/
    for line in lines.dropFirst(2) {
      // Every `#` and `;` is part of an entity code.
      let bare = line.replacing(/#[a-z0-9]+;/, with: "")
      #expect(!bare.contains("#") && !bare.contains(";"), "unescaped: \(line)")
      let valid =
        line.wholeMatch(of: participant) != nil || line.wholeMatch(of: message) != nil
        || line.wholeMatch(of: note) != nil
      #expect(valid, "not valid Mermaid: \(line)")
    }
    #expect(result.output.contains("present alert #quot;Sign-in failed#quot;"))
    #expect(result.output.contains("Scheduler: [400 ms] #35;1 fires"))
  }

  @Test func htmlDrawsEveryPatternInItsOwnSVGSideBySideWhileTheyFitWithNoScripts() {
    let result = Self.run(["all", "trace: debounced", "--format", "html"])
    assertEqual(result.status, 0)
    let html = result.output
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(!html.lowercased().contains("<script"))
    assertEqual(html.components(separatedBy: "<svg ").count - 1, PatternRegistry.all.count)
    for pattern in PatternRegistry.all {
      #expect(html.contains("<figure>\n<figcaption>\(pattern.name)</figcaption>"))
    }
    #expect(html.contains(".traces { display: flex; flex-wrap: wrap;"))
  }

  @Test func noFormatEverShowsTheTextOfASecureField() throws {
    let password = "lovelace1"
    var fragments: Set<String> = []
    let characters = Array(password)
    for start in characters.indices {
      for end in characters.indices where end - start + 1 >= 4 {
        fragments.insert(String(characters[start...end]))
      }
    }
    let file = try ScenarioParser.parse(
      """
      scenario: trace: full sign-in
        type "ada@example.com" into login.email
        type "\(password)" into login.password
        tap login.submit
        wait 400ms
        expect screen catalog

      """, path: "signin.scenario")
    // Every pattern traced once, then drawn in each of the command's formats.
    let traces = try PatternRegistry.all.map { try Tracer.trace(file.scenarios[0], on: $0) }
    let formats = [
      "text": TraceText.render(traces), "mermaid": TraceMermaid.render(traces),
      "html": TraceHTML.page(traces),
    ]
    for (format, output) in formats {
      #expect(output.contains("login.password"), "\(format)")
      for fragment in fragments {
        #expect(!output.contains(fragment), "\(format) shows '\(fragment)'")
      }
    }
  }

  @Test func anUnknownScenarioIsAUsageErrorListingCandidates() {
    let result = Self.run(["mvc", "wrong passwrd sign"])
    assertEqual(result.status, 64)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("Error: No scenario matches 'wrong passwrd sign'; did you mean"))
    // The closest (most words shared) comes first.
    #expect(result.error.contains("one of these?\n  trace: wrong-password sign-in\n"))
    #expect(result.error.contains("Usage: patterns trace <pattern> <scenario>"))
  }

  @Test func anAmbiguousScenarioIsAUsageErrorListingTheMatches() {
    let result = Self.run(["mvc", "wrong password"])
    assertEqual(result.status, 64)
    #expect(result.error.contains("matches"))
    #expect(
      result.error.contains("\n  A wrong password answers at 400 ms, empties only the password"))
  }

  @Test func anUnknownPatternIsAUsageError() {
    let result = Self.run(["smalltalk", "trace: wrong-password"])
    assertEqual(result.status, 64)
    #expect(result.error.contains("Unknown pattern 'smalltalk'"))
  }

  @Test func theExamplesParseAndHoldOnEveryPattern() {
    assertEqual(
      TraceExamples.all.map(\.name),
      [
        "trace: wrong-password sign-in", "trace: debounced search",
      ])
    for pattern in PatternRegistry.all {
      for scenario in TraceExamples.all {
        #expect(pattern.play(scenario).passed, "\(pattern.name): \(scenario.name)")
      }
    }
  }
}
