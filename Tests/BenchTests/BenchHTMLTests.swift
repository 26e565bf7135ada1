import Assertions
import Foundation
import Registry
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands

struct BenchHTMLTests {
  /// The report of the fixture's two patterns: an HTML report traces each pattern it lists,
  /// and the section under test does not depend on how many there are.
  func report(_ arguments: [String], root: URL) -> (status: Int32, output: String, error: String) {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["report", "--root", root.path] + arguments,
      patterns: PatternRegistry.all.filter { ["mvc", "mvp"].contains($0.name) },
      context: .capturing(into: capture))
    return (status, capture.standardOutput, capture.standardError)
  }

  @Test func theHTMLReportGainsAPerformanceSectionFromABenchmarkFile() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let file = fixture.root.appendingPathComponent("bench.json")
    try BenchReportJSONTests.report.json.rendered().write(
      to: file, atomically: true, encoding: .utf8)
    let result = report(["--format", "html", "--bench", file.path], root: fixture.root)
    assertEqual(result.status, 0)
    #expect(result.output.contains("<h2>Performance (patterns bench)</h2>"))
    #expect(result.output.contains("<title>fake 10 products: 1.50 (1.00–2.00)× raw</title>"))
    #expect(result.output.contains("fill=\"#d95f02\""))  // 1.5× misses the 1.25× target
    #expect(result.output.contains("<td>login.email</td>"))
    #expect(!result.output.contains("<script"))
    // Without --bench, no such section.
    let plain = report(["--format", "html"], root: fixture.root)
    #expect(!plain.output.contains("Performance"))
  }

  @Test func aBenchmarkFileNeedsHTMLAndMustBeABenchmark() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let file = fixture.root.appendingPathComponent("other.json")
    try "{\"passed\": 1}".write(to: file, atomically: true, encoding: .utf8)
    assertEqual(report(["--bench", file.path], root: fixture.root).status, 64)
    let wrong = report(["--format", "html", "--bench", file.path], root: fixture.root)
    assertEqual(wrong.status, 65)
    #expect(wrong.error.hasPrefix("Error: '\(file.path)' is not a report of 'patterns bench"))
    let missing = report(["--format", "html", "--bench", "nowhere.json"], root: fixture.root)
    assertEqual(missing.status, 1)
  }
}
