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

/// `patterns compare SCREEN`: files found by name in every pattern, grouped by the roles the
/// descriptions give, in text that fits the terminal and in escaped, linked HTML.
struct CompareCommandTests {
  static let toy = fakePattern(
    "toy", module: "Toy",
    roles: [PatternRole("Reducers", isUIFree: true), PatternRole("Screens", color: "#123456")])
  static let mvc = fakePattern(
    "mvc", module: "MVC", roles: [PatternRole("Controllers", color: "#d95f02")])

  static func tree() throws -> ReportFixtureTree {
    try ReportFixtureTree([
      "Package.swift": "",
      "Docs/AppSpec.md": "# Spec\n\n#### Login 7\nWrong password.\n",
      "Sources/Toy/Reducers/LoginReducer.swift": """
      // Login rule 7 and 8: the alert, decided here for Array<Int> & co.
      struct LoginReducer {
        func reduce(_ state: inout LoginState) { state.text = "<b>" }
      }

      """,
      "Sources/Toy/Screens/Screens.swift": "struct LoginState { var text = \"\" }\n",
      "Sources/Toy/Screens/CatalogScreen.swift": "struct CatalogScreen {}\n",
      "Sources/Toy/ToyApp.swift": "extension LoginReducer { static let initial = 0 }\n",
      "Sources/Toy/Logins.swift": "struct Logins {}\n",
      "Sources/MVC/Controllers/LoginViewController.swift": """
      final class LoginViewController {
        let aVeryLongName = "\(String(repeating: "x", count: 120))"
      }

      """,
    ])
  }

  func run(
    _ arguments: [String], root: URL, width: Int = 80,
    patterns: [PatternDescription] = [Self.toy, Self.mvc]
  ) -> (status: Int32, output: String, error: String) {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["compare"] + arguments + ["--root", root.path], patterns: patterns,
      context: .capturing(into: capture, terminalWidth: width))
    return (status, capture.standardOutput, capture.standardError)
  }

  @Test func aFakePatternsUnknownRolesGroupItsFilesFoundByNameOrByDeclaredType() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let comparison = ScreenComparison.build(
      screen: "login", tree: fixture.tree, patterns: [Self.toy, Self.mvc])
    let toy = comparison.patterns[0]
    assertEqual(toy.roles.map(\.role.folder), ["Reducers", "Screens", "other"])
    assertEqual(
      toy.files.map(\.path),
      [
        "Sources/Toy/Reducers/LoginReducer.swift", "Sources/Toy/Screens/Screens.swift",
        "Sources/Toy/ToyApp.swift",
      ])
    assertEqual(
      comparison.patterns[1].files.map(\.pathInModule), ["Controllers/LoginViewController.swift"])

    let result = run(["login"], root: fixture.root)
    assertEqual(result.status, 0)
    #expect(
      result.output.contains("\n3 files, 6 lines: Reducers 4, Screens 1, Other 1\n── Reducers ───"))
    #expect(result.output.contains("\nReducers/LoginReducer.swift (4 lines)\n  1  // Login rule 7"))
    #expect(result.output.contains("\n── Screens ───"))
    #expect(result.output.contains("\n── Other ───"))
    #expect(!result.output.contains("CatalogScreen"))
    #expect(!result.output.contains("Logins"))
  }

  @Test func textFitsEightyColumnsOnePatternAfterAnother() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let output = run(["login"], root: fixture.root, width: 80).output
    let lines = output.split(separator: "\n")
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    #expect(lines.contains { DisplayWidth.of($0) == 80 && $0.hasSuffix("…") })
    #expect(!output.contains("│"))
    #expect(
      output.range(of: "toy (Sources/Toy/)")!.lowerBound < output.range(of: "mvc (")!.lowerBound)
  }

  @Test func aWideTerminalShowsThePatternsInColumns() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let output = run(["login"], root: fixture.root, width: 230).output
    let lines = output.split(separator: "\n")
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 230 })
    #expect(
      lines.contains {
        $0.hasPrefix("toy (Sources/Toy/) ═") && $0.contains(" │ mvc (Sources/MVC/) ═")
      })
  }

  @Test func onlyThePatternsNamedAreShown() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let output = run(["login", "--pattern", "mvc"], root: fixture.root).output
    #expect(output.hasPrefix("The login screen in 1 pattern"))
    #expect(!output.contains("toy"))
  }

  @Test func htmlEscapesTheCodeAndLinksRuleCitationsToTheSpec() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let html = run(["login", "--format", "html"], root: fixture.root).output
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(!html.contains("<script"))
    #expect(html.contains("Array&lt;Int&gt; &amp; co."))
    #expect(html.contains("&quot;&lt;b&gt;&quot;"))
    // Login 7 has a heading in the fixture's spec, Login 8 does not.
    #expect(html.contains("// <a href=\"Docs/AppSpec.md#login-7\">Login rule 7</a> and 8:"))
    #expect(html.contains("<h4 style=\"background: #123456; color: #ffffff\">Screens</h4>"))
    assertEqual(html.components(separatedBy: "class=\"compare-pattern\"").count, 3)
  }

  @Test func citationsLinkEveryNumberOfARangeOrList() {
    let linked = RuleCitations.linked(
      "Catalog rules 4-8, Product 3 and 7", specPath: "S.md", known: nil)
    assertEqual(
      linked,
      "<a href=\"S.md#catalog-4\">Catalog rules 4</a>-<a href=\"S.md#catalog-8\">8</a>, "
        + "<a href=\"S.md#product-3\">Product 3</a> and <a href=\"S.md#product-7\">7</a>")
  }

  @Test func anHTMLFileElsewhereLinksTheSpecRelativeToIt() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let page = fixture.root.appendingPathComponent("out/login.html")
    try FileManager.default.createDirectory(
      at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
    let result = run(["login", "--format", "html", "-o", page.path], root: fixture.root)
    assertEqual(result.status, 0)
    assertEqual(result.error, "Wrote \(page.path)\n")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("<a href=\"../Docs/AppSpec.md#login-7\">Login rule 7</a>"))
  }

  @Test func theHTMLReportEndsWithTheLoginScreenSideBySide() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["report", "--format", "html", "--root", fixture.root.path], patterns: [Self.toy, Self.mvc],
      context: .capturing(into: capture))
    assertEqual(status, 0)
    let html = capture.standardOutput
    #expect(html.contains("<section class=\"compare\" id=\"compare-login\">"))
    #expect(html.contains("<a href=\"Docs/AppSpec.md#login-7\">Login rule 7</a>"))
    #expect(html.contains("<code>patterns compare catalog --format html -o catalog.html</code>"))
    #expect(html.hasSuffix("</body>\n</html>\n"))
  }

  @Test func anUnknownScreenIsAUsageError() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let result = run(["settings"], root: fixture.root)
    assertEqual(result.status, 64)
    #expect(result.output.isEmpty)
    #expect(
      result.error.hasPrefix(
        "Error: Unknown screen 'settings'; expected one of: login, catalog, product\n"
          + "Usage: patterns compare <screen> [<pattern> ...] [--pattern <pattern> ...]"))
  }
}
