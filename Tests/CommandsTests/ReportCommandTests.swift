import Assertions
import Classroom
import Foundation
import Registry
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands
@testable import Reports

struct ReportCommandTests {
  func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      arguments, patterns: PatternRegistry.all, context: .capturing(into: capture))
    return (status, capture.standardOutput, capture.standardError)
  }

  @Test func printsTheTextReportForTheRootGiven() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let result = run(["report", "--root", fixture.root.path])
    assertEqual(result.status, 0)
    #expect(
      result.output.hasPrefix(
        "Patterns report: code size (coverage not measured: add --coverage)\n"))
    #expect(
      result.output.contains(
        "\nmvp          3          11              2      4                   6         54.5%\n"))
    assertEqual(result.error, "")
  }

  @Test func textIsTheSummaryAndFullAddsEveryTable() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let summary = run(["report", "--root", fixture.root.path]).output
    let full = run(["report", "--root", fixture.root.path, "--full"]).output
    #expect(summary.contains("\nCode lines per role\n"))
    #expect(!summary.contains("Views/LoginViewController.swift"))
    #expect(summary.contains("more tables with --full: the change cost of each feature"))
    #expect(full.contains("Views/LoginViewController.swift"))
    #expect(!full.contains("with --full"))
    // The summary is the full report's beginning.
    let cut = try #require(summary.range(of: "\n\n", options: .backwards))
    #expect(full.hasPrefix(String(summary[..<cut.lowerBound])))
  }

  @Test func textTablesFollowTheContextsTerminalWidth() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    func report(width: Int) -> String {
      let capture = OutputCapture()
      _ = PatternsCommand.main(
        ["report", "--root", fixture.root.path, "--full"], patterns: PatternRegistry.all,
        context: .capturing(into: capture, terminalWidth: width))
      return capture.standardOutput
    }
    #expect(report(width: 100).contains("\nViews/LoginViewController.swift  Views"))
    // At 60 columns the file names give way, shortened in the middle.
    let narrow = report(width: 60)
    #expect(!narrow.contains("Views/LoginViewController.swift"))
    #expect(narrow.contains("\nViews/….swift  Views"))
  }

  @Test func writesTheChosenFormatToTheOutputFile() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let file = fixture.root.appendingPathComponent("out.json").path
    let result = run(["report", "--root", fixture.root.path, "--format", "json", "-o", file])
    assertEqual(result.status, 0)
    assertEqual(result.output, "")
    assertEqual(result.error, "Wrote \(file)\n")
    let written = try String(contentsOfFile: file, encoding: .utf8)
    var expected = ReportBuilder.build(tree: fixture.tree, patterns: PatternRegistry.all)
    let catalog = try ExerciseCatalog.bundled()
    if catalog.edition == nil {  // a student edition has no change cost
      expected.changeCost = try ChangeCostReport.measure(
        tree: fixture.tree, patterns: PatternRegistry.all, catalog: catalog)
    }
    assertEqual(written, ReportJSON.render(expected))
  }

  @Test func coverageGoesThroughTheMeasurementWithEveryPatternPresent() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    var asked: [String] = []
    let capture = OutputCapture()
    var command = ReportCommand(patterns: PatternRegistry.all)
    command.measure = { _, _, patterns, progress in
      asked = patterns.map(\.name)
      progress("[1/1] measured")
      return CoverageMeasurements(scenarios: CoverageTable(), unitTests: [:])
    }
    let status = try parseAndRun(
      command, ["--root", fixture.root.path, "--coverage", "--format", "json"],
      context: .capturing(into: capture))
    assertEqual(status, 0)
    assertEqual(asked, ["mvc", "mvp", "mvvm"])
    assertEqual(capture.standardError, "[1/1] measured\n")
    #expect(capture.standardOutput.contains("\"coverage\": {\n        \"scenarios\": null,"))
  }

  @Test func anUnknownFormatIsAUsageError() {
    let result = run(["report", "--format", "pdf"])
    assertEqual(result.status, 64)
    #expect(result.error.hasPrefix("Error: "))
  }

  @Test func theHelpListsEveryOption() {
    let help = run(["help", "report"]).output
    for option in ["--format <format>", "--output <file>", "--coverage", "--full", "--root <dir>"] {
      #expect(help.contains(option))
    }
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }
}
