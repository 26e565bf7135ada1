import Bench
import Classroom
import CommandLineKit
import Compare
import Foundation
import PatternModel
import Reports
import Tracing

/// `patterns report`: code size, coverage and layering of each pattern, side by side.
public struct ReportCommand: Command {
  /// The patterns reported.
  public var patterns: [PatternDescription]
  /// Measures coverage (tests stand in for the real `swift test` runs).
  var measure: CoverageMeasuring = Self.measureWithSwiftTest
  /// The exercises whose feature solutions the change-cost section measures (tests give
  /// their own).
  var exercises: () throws -> ExerciseCatalog = ExerciseCatalog.bundled

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  static let formats = ReportFormat.allCases.map(\.rawValue)
  static let format = SharedOptions.format(formats)
  static let coverage = Flag(
    "--coverage", help: "Measure line coverage (an instrumented build; slow).")
  /// `--bench <file>`.
  static let bench = Option<String>(
    "--bench", valueName: "file",
    help: "With html: a performance section from 'patterns bench --format json'.")
  static let full = Flag(
    "--full", help: "Text: every table (change cost in detail, every file), not the summary.")

  public let name = "report"
  public let abstract = "Compare the patterns' code size, change cost and test coverage."
  public let discussion: String? = """
    Counts code lines, comment lines and declared types per pattern, per role folder and per
    file, and the shared modules apart. Measures what each feature exercise's reference
    solution changes per pattern, by role and module (the change cost). With --coverage,
    builds the tests once with coverage (in .build/coverage, kept for the next report), runs
    them once for the scenario suite and once per pattern's unit tests, two at a time, and
    reads each run with the llvm-cov next to swift. See Docs/Report.md.
    """
  public var signature: CommandSignature {
    CommandSignature(
      using: [
        SharedOptions.reportOutput(Self.formats), Self.coverage, Self.full,
        SharedOptions.packageRoot, Self.bench,
      ])
  }

  /// Measures coverage: the filtered `swift test` runs and their llvm-cov exports.
  public typealias CoverageMeasuring =
    @MainActor (
      _ root: URL, _ scratchPath: URL?, _ patterns: [PatternDescription],
      _ progress: @escaping @Sendable (String) -> Void
    ) throws -> CoverageMeasurements

  /// The real measurement: a `CoverageRunner` with the toolchain found in `PATH`.
  public static func measureWithSwiftTest(
    root: URL, scratchPath: URL?, patterns: [PatternDescription],
    progress: @escaping @Sendable (String) -> Void
  ) throws -> CoverageMeasurements {
    let runner = CoverageRunner(
      root: root, scratchPath: scratchPath, toolchain: try Toolchain.locate(), progress: progress)
    return try runner.measure(patterns: patterns)
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let format = ReportFormat(rawValue: arguments[Self.format] ?? "text") ?? .text
    let tree = try SharedOptions.sourceTree(arguments, context: context)
    let bench = try benchSection(arguments, isHTML: format == .html, context: context)
    var coverage: CoverageMeasurements?
    if arguments[Self.coverage] {
      let present = patterns.filter { tree.hasModule($0.module) }
      do {
        // The runs report from their own threads, two at a time.
        let progress = ProgressLine(context)
        coverage = try measure(tree.root, nil, present) { progress($0) }
      } catch let error as CoverageError {
        throw CommandFailure(error.description)
      }
    }
    var report = ReportBuilder.build(tree: tree, patterns: patterns, coverage: coverage)
    do {
      let catalog = try exercises()
      // A student edition has no reference solutions to measure.
      if catalog.edition == nil {
        report.changeCost = try ChangeCostReport.measure(
          tree: tree, patterns: patterns, catalog: catalog)
      }
    } catch {
      throw CommandFailure("cannot measure the change cost of the feature exercises: \(error)")
    }
    let rendered =
      format == .html
      ? ReportHTML.render(
        report,
        sections: [
          CompareHTML.reportSection(
            tree, patterns, page: arguments[SharedOptions.output].map { context.url(for: $0) }),
          TraceHTML.reportSection(patterns),
        ] + [bench].compactMap { $0 }, sectionStyle: TraceHTML.style)
      : format == .text
        ? ReportText.text(report, width: context.terminalWidth, full: arguments[Self.full])
        : format.render(report, width: context.terminalWidth)
    try SharedOptions.deliver(rendered, arguments, context: context)
    return ExitStatus.success
  }

  /// The performance section for the report given with `--bench`, or nil without it.
  ///
  /// - Throws: `UsageError` when given with another format than html; `CommandFailure` when
  ///   the file cannot be read (status 1) or is not a benchmark report (status 65).
  private func benchSection(
    _ arguments: ParsedArguments, isHTML: Bool, context: CommandContext
  ) throws -> String? {
    guard let path = arguments[Self.bench] else { return nil }
    guard isHTML else { throw UsageError("--bench needs --format html") }
    return BenchHTML.section(try BenchCommand.read(path, context: context))
  }
}
