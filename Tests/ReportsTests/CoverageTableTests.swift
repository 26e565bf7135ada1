import Assertions
import Foundation
import Registry
import Testing
import ToolTesting

@testable import Reports

struct CoverageTableTests {
  @Test func parsesARealSummaryOnlyExport() throws {
    let table = try CoverageTable.parseLLVMCovExport(
      try ReportFixtureTree.fixture("llvm-cov-export-summary.json"))
    assertEqual(table.files.count, 4)
    assertEqual(
      table.files["/work/tiny/Sources/Tiny/Tiny.swift"], LineCoverage(covered: 6, instrumented: 7)
    )
    assertEqual(table.coverage(ofPath: "Sources/Tiny/Tiny.swift").percent, 600.0 / 7)
    assertEqual(
      table.coverage(ofPath: "Tests/TinyTests/TinyTests.swift"),
      LineCoverage(covered: 1, instrumented: 1))
  }

  @Test func parsesARealFullExportWithSegmentsTheSameWay() throws {
    let full = try CoverageTable.parseLLVMCovExport(
      try ReportFixtureTree.fixture("llvm-cov-export-full.json"))
    let summary = try CoverageTable.parseLLVMCovExport(
      try ReportFixtureTree.fixture("llvm-cov-export-summary.json"))
    assertEqual(full, summary)
  }

  @Test func aFileMissingFromTheExportHasNoInstrumentedLines() throws {
    let table = try CoverageTable.parseLLVMCovExport(
      try ReportFixtureTree.fixture("llvm-cov-export-summary.json"))
    assertEqual(table.coverage(ofPath: "Sources/MVP/Presenters/Absent.swift"), LineCoverage())
    #expect(table.coverage(ofPath: "Sources/MVP/Presenters/Absent.swift").percent == nil)
    assertEqual(table.coverage(ofPath: "iny/Tiny.swift"), LineCoverage())  // whole components only
  }

  @Test func rejectsJSONThatIsNotAnExport() {
    #expect(throws: (any Error).self) {
      try CoverageTable.parseLLVMCovExport(Data(#"{"files":[]}"#.utf8))
    }
    #expect(throws: CoverageError.self) {
      try CoverageTable.parseLLVMCovExport(Data(#"{"type":"other","data":[]}"#.utf8))
    }
  }

  @Test func attributesBothRunsPerFileRoleAndUIFreeShare() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let root = "/somewhere/Patterns/"
    let measured = CoverageMeasurements(
      scenarios: CoverageTable(files: [
        root + "Sources/MVP/Presenters/LoginPresenter.swift": LineCoverage(
          covered: 20, instrumented: 40),
        root + "Sources/MVP/Views/LoginViewController.swift": LineCoverage(
          covered: 54, instrumented: 60),
        root + "Sources/MVC/MVCApp.swift": LineCoverage(covered: 1, instrumented: 1),
      ]),
      unitTests: [
        "mvp": CoverageTable(files: [
          root + "Sources/MVP/Presenters/LoginPresenter.swift": LineCoverage(
            covered: 30, instrumented: 40),
          root + "Sources/MVP/Views/LoginViewController.swift": LineCoverage(
            covered: 6, instrumented: 60),
        ])
      ],
      // Run (c), the presenter tests alone, reach less of the presenter than all unit tests.
      uiFreeUnitTests: [
        "mvp": CoverageTable(files: [
          root + "Sources/MVP/Presenters/LoginPresenter.swift": LineCoverage(
            covered: 28, instrumented: 40)
        ])
      ])
    let report = ReportBuilder.build(
      tree: fixture.tree, patterns: PatternRegistry.all, coverage: measured)
    let mvp = try #require(report.patterns[1].coverage)
    assertEqual(mvp.scenarios, LineCoverage(covered: 74, instrumented: 100))
    assertEqual(mvp.unitTests, LineCoverage(covered: 36, instrumented: 100))
    assertEqual(mvp.uiFreeByUnitTests, LineCoverage(covered: 28, instrumented: 100))
    assertEqual(mvp.roles["Presenters"]?.unitTests.percent, 75)
    assertEqual(mvp.roles["Views"]?.scenarios.percent, 90)
    assertEqual(mvp.roles["Composition"]?.unitTests, LineCoverage())
    let mvc = try #require(report.patterns[0].coverage)
    assertEqual(mvc.scenarios.percent, 100)
    #expect(mvc.unitTests.percent == nil)
    assertEqual(mvc.uiFreeByUnitTests.covered, 0, "MVC has no UI-free unit tests")
  }
}
