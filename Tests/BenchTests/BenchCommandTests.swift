import Assertions
import Foundation
import Registry
import Testing
import ToolTesting

@testable import Bench
@testable import CommandLineKit
@testable import Commands
@testable import PatternModel

struct BenchCommandTests {
  func bench(_ patterns: [PatternDescription], _ arguments: [String]) throws -> (
    status: Int32, output: String, error: String
  ) {
    let capture = OutputCapture()
    do {
      let status = try parseAndRun(
        BenchCommand(patterns: patterns), arguments, context: .capturing(into: capture))
      return (status, capture.standardOutput, capture.standardError)
    } catch let failure as CommandFailure {
      return (failure.status, capture.standardOutput, failure.message)
    }
  }

  @Test func aPatternWithoutItsEntryPointCannotBeMeasured() throws {
    let result = try bench([fakePattern("one")], ["--quick"])
    assertEqual(result.status, 1)
    assertEqual(
      result.error,
      "cannot drive one: a pattern needs its makeWindow entry point in its description"
        + " to be measured")
  }

  @Test func fromShowsASavedReportWithoutMeasuring() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try BenchReportJSONTests.report.json.rendered().write(
      to: file, atomically: true, encoding: .utf8)
    let text = try bench([fakePattern("one")], ["--from", file.path])
    assertEqual(text.status, 0)
    assertEqual(text.output, BenchTextReport.render(BenchReportJSONTests.report))
    let json = try bench([], ["--from", file.path, "--format", "json"])
    assertEqual(json.output, BenchReportJSONTests.report.json.rendered() + "\n")
    try assertEqual(bench([], ["--from", "/nowhere/bench.json"]).status, 1)
  }

  @Test func anUnknownPatternIsAUsageError() {
    #expect(throws: UsageError.self) { try bench(PatternRegistry.all, ["nine", "--quick"]) }
  }

  /// The quick run end to end on one real pattern: every figure present (never a timed check).
  @Test func quickRunMeasuresEveryFigureOfARealPattern() throws {
    let mvc = try #require(PatternRegistry.all.first { $0.name == "mvc" })
    let result = try bench([mvc], ["--quick", "--format", "json"])
    assertEqual(result.status, 0)
    let report = try BenchReport(jsonData: Data(result.output.utf8))
    assertEqual(report.settings, .quick)
    assertEqual(report.rawSearch.count, BenchSettings.quick.catalogSizes.count)
    let figures = try #require(report.patterns.first)
    assertEqual(report.patterns.map(\.name), ["mvc"])
    assertEqual(figures.search.map(\.products), BenchSettings.quick.catalogSizes)
    assertEqual(figures.typing.map(\.field), TypingBench.fields.map(\.id))
    #expect(figures.scenariosPerSecond.min > 0)
    #if os(Linux)
      assertEqual(figures.memory.map(\.screen), ["login", "catalog", "product"])
    #endif
  }
}
