import Assertions
import Foundation
import HeadlessUI
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands
@testable import Compare
@testable import PatternModel
@testable import TextColumns

/// `patterns compare SCREEN A B`: only the lines in which two patterns' files differ, files
/// paired by path or by name, grouped by role, in text and HTML.
struct CompareDifferenceTests {
  static let alpha = fakePattern(
    "alpha", module: "Alpha",
    roles: [PatternRole("Views", color: "#7570b3"), PatternRole("Presenters", color: "#1b9e77")])
  static let beta = fakePattern(
    "beta", module: "Beta",
    roles: [
      PatternRole("Controllers", color: "#d95f02"), PatternRole("Views", color: "#7570b3"),
      PatternRole("Routers"),
    ])

  static func tree() throws -> ReportFixtureTree {
    try ReportFixtureTree([
      "Package.swift": "",
      "Sources/Alpha/Views/LoginView.swift": """
      // View (alpha): the form.
      final class LoginView {
        let presenter = LoginPresenter()
        func tapped() { presenter.tapped() }
      }

      """,
      "Sources/Alpha/Views/LoginFlow.swift": "struct LoginFlow { let view = LoginView() }\n",
      "Sources/Alpha/Presenters/LoginPresenter.swift": """
      final class LoginPresenter {
        func tapped() {}
      }

      """,
      "Sources/Beta/Views/LoginView.swift": """
      // View (beta): the form.
      final class LoginView {
        func tapped() { LoginRouter().next() }
      }

      """,
      "Sources/Beta/Controllers/LoginFlow.swift": "struct LoginFlow { let view = LoginView() }\n",
      "Sources/Beta/Routers/LoginRouter.swift": "struct LoginRouter { func next() {} }\n",
    ])
  }

  static func run(_ arguments: [String], root: URL, width: Int = 80) -> (Int32, String, String) {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["compare"] + arguments + ["--root", root.path], patterns: [alpha, beta],
      context: .capturing(into: capture, terminalWidth: width))
    return (status, capture.standardOutput, capture.standardError)
  }

  @Test func twoTextsAlignOnTheirLongestCommonRunAndKeepOnlyTheHunksThatDiffer() {
    let alignment = LineAlignment(["a", "b", "c", "d  "], ["a", "x", "c", "d", "e"])
    assertEqual(alignment.alike, 3)
    assertEqual(
      alignment.hunks,
      [
        .init(leftStart: 2, left: ["b"], rightStart: 2, right: ["x"]),
        .init(leftStart: 5, left: [], rightStart: 5, right: ["e"]),
      ])
    #expect(LineAlignment(["same"], ["same"]).hunks.isEmpty)
    assertEqual(
      LineAlignment([], ["new"]).hunks,
      [
        .init(leftStart: 1, left: [], rightStart: 1, right: ["new"])
      ])
  }

  @Test func textShowsOnlyTheDifferingLinesRoleByRolePairedByPathThenByName() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let (status, output, error) = Self.run(["login", "alpha", "beta"], root: fixture.root)
    assertEqual(status, 0, "\(error)")
    let rule = { (title: String, filler: Character) in
      title + " " + String(repeating: filler, count: 80 - title.count - 1)
    }
    assertEqual(
      output,
      """
      The login screen, alpha against beta: only the lines that differ, by role
      alpha: 3 files, 9 lines; beta: 3 files, 6 lines
      3 lines alike, 6 only in alpha, 3 only in beta

      \(rule("Views ↔ Controllers", "═"))
      \(rule("── Views/LoginFlow.swift ↔ Controllers/LoginFlow.swift: the same, 1 line", "─"))

      \(rule("Views", "═"))
      \(rule("── Views/LoginView.swift: 2 lines alike, 3 only in alpha, 2 only in beta", "─"))
      @@ alpha 1 · beta 1 @@
      alpha   1  // View (alpha): the form.
      beta    1  // View (beta): the form.
      @@ alpha 3-4 · beta 3 @@
      alpha   3    let presenter = LoginPresenter()
      alpha   4    func tapped() { presenter.tapped() }
      beta    3    func tapped() { LoginRouter().next() }

      \(rule("Presenters (only alpha)", "═"))
      \(rule("── Presenters/LoginPresenter.swift: only in alpha, 3 lines", "─"))
      alpha   1  final class LoginPresenter {
      alpha   2    func tapped() {}
      alpha   3  }

      \(rule("Routers (only beta)", "═"))
      \(rule("── Routers/LoginRouter.swift: only in beta, 1 line", "─"))
      beta    1  struct LoginRouter { func next() {} }

      """)
  }

  @Test func aWideTerminalShowsEachHunksTwoSidesInColumns() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let output = Self.run(["login", "alpha", "beta"], root: fixture.root, width: 210).1
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 210 })
    func padded(_ text: String) -> String { text + String(repeating: " ", count: 103 - text.count) }
    #expect(lines.contains(Substring(padded("alpha") + " │ beta")))
    #expect(
      lines.contains(
        Substring(padded("  1  // View (alpha): the form.") + " │   1  // View (beta): the form.")))
    #expect(lines.contains(Substring(padded("  4    func tapped() { presenter.tapped() }") + " │")))
  }

  @Test func htmlPutsEachPairsSidesInTwoColumnsUnderItsRolesColour() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let html = Self.run(["login", "alpha", "beta", "--format", "html"], root: fixture.root).1
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(!html.contains("<script"))
    #expect(html.contains("<h1>The login screen, alpha against beta</h1>"))
    #expect(html.contains("<h4 style=\"background: #7570b3; color: #ffffff\">Views</h4>"))
    let hunk = [
      "<tr class=\"hunk\"><td colspan=\"2\">@@ alpha 3-4 · beta 3 @@</td></tr>\n",
      "<tr><td><span class=\"ln\">3</span>   let presenter = LoginPresenter()</td>",
      "<td><span class=\"ln\">3</span>   func tapped() { LoginRouter().next() }</td></tr>\n",
      "<tr><td><span class=\"ln\">4</span>   func tapped() { presenter.tapped() }</td>",
      "<td></td></tr>",
    ].joined()
    #expect(html.contains(hunk))
    #expect(
      html.contains("<summary>Presenters/LoginPresenter.swift: only in alpha, 3 lines</summary>"))
    // A file only one side has fills the width alone: no empty column for the other side.
    let alone = [
      "<summary>Presenters/LoginPresenter.swift: only in alpha, 3 lines</summary>\n",
      "<table class=\"diff\">\n<tr><th>alpha</th></tr>\n<tr><td><span class=\"ln\">1</span>",
    ].joined()
    #expect(html.contains(alone))
  }

  @Test(arguments: [
    (["login", "alpha"], "Give two patterns to see their difference"),
    (["login", "alpha", "beta", "--pattern", "alpha"], "Give two patterns or --pattern, not both"),
    (
      ["login", "alpha", "alpha"],
      "Give two different patterns to see their difference, not 'alpha'"
    ),
    (["login", "alpha", "all"], "Give two different patterns to see their difference, not 'all'"),
    (["login", "alpha", "gamma"], "Unknown pattern 'gamma'; expected one of: alpha, beta, all"),
  ])
  func anythingButTwoKnownDifferentPatternsIsAUsageError(arguments: [String], message: String)
    throws
  {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let (status, output, error) = Self.run(arguments, root: fixture.root)
    assertEqual(status, 64)
    #expect(output.isEmpty)
    #expect(error.hasPrefix("Error: " + message))
  }
}
