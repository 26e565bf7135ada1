import Bench
import CommandLineKit
import Foundation
import HeadlessSwiftUI
import HeadlessUI
import PatternModel
import Runner
import Scenarios

/// `patterns bench`: the runtime cost of each pattern, measured in one run with the patterns
/// interleaved round by round (see Docs/Performance.md).
///
/// Exit status: 0 when everything was measured, 1 when a pattern misbehaved under measure
/// (a search that shows the wrong rows, a failing scenario…) or cannot be driven, 64 for a
/// usage error. A missed target is reported, not an error.
public struct BenchCommand: Command {
  /// The patterns that can be named.
  public var patterns: [PatternDescription]

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  static let format = SharedOptions.format(["text", "json"])
  static let from = Option<String>(
    "--from", valueName: "file",
    help: "Show a report written earlier with --format json instead of measuring.")
  static let quick = Flag(
    "--quick", help: "A smoke run of a few seconds (small catalogs, few rounds).")
  static let rebuildEveryBody = Flag(
    "--rebuild-every-body",
    help: "SwiftUI patterns: every change updates every body from the root, no view skipped "
      + "(what dependency tracking saves, by difference).")

  public let name = "bench"
  public let abstract = "Measure each pattern's runtime cost against raw Domain code."
  public let discussion: String? = """
    Times keystroke to rendered table on a 10,000- and a 100,000-product catalog against
    Domain's own filter and sort with the same rendering, the sign-in round trip, opening,
    editing and saving a product, scenarios per second, the heap each screen keeps, and the
    cost per keystroke typing 10,000 characters into each text field. Every figure is the
    median, min and max over rounds that interleave the patterns. Quote figures from a
    release build only: `swift run -c release patterns bench` or
    Scripts/update-performance.sh.
    """
  public var signature: CommandSignature {
    CommandSignature(
      arguments: [
        .init(
          "pattern", help: "A pattern to measure (see 'patterns list'), or all (default).",
          isRepeating: true, isOptional: true)
      ],
      options: [
        Self.format.spec, Self.quick.spec, Self.rebuildEveryBody.spec, Self.from.spec,
        SharedOptions.output.spec,
      ])
  }

  /// Whether this binary was built optimised.
  static var isReleaseBuild: Bool {
    #if DEBUG
      false
    #else
      true
    #endif
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    ViewGraph.rebuildsEverything = arguments[Self.rebuildEveryBody]
    defer { ViewGraph.rebuildsEverything = false }
    let report =
      try arguments[Self.from].map { try Self.read($0, context: context) }
      ?? measure(arguments, context: context)
    let text =
      arguments[Self.format] == "json"
      ? report.json.rendered() + "\n" : BenchTextReport.render(report)
    try SharedOptions.deliver(text, arguments, context: context)
    return ExitStatus.success
  }

  /// A report written earlier with `--format json`.
  static func read(_ path: String, context: CommandContext) throws -> BenchReport {
    let data: Data
    do {
      data = try Data(contentsOf: context.url(for: path))
    } catch {
      throw CommandFailure("cannot read '\(path)': \(error.localizedDescription)")
    }
    do {
      return try BenchReport(jsonData: data)
    } catch {
      throw CommandFailure(
        "'\(path)' is not a report of 'patterns bench --format json': \(error)",
        status: ExitStatus.dataError)
    }
  }

  private func measure(_ arguments: ParsedArguments, context: CommandContext) throws
    -> BenchReport
  {
    let names = arguments.positionals.isEmpty ? ["all"] : arguments.positionals
    let chosen = try RunCommand.resolve(names, among: patterns)
    let undrivable = chosen.filter { $0.makeWindow == nil }.map(\.name)
    guard undrivable.isEmpty else {
      throw CommandFailure(
        "cannot drive \(undrivable.joined(separator: ", ")): a pattern needs its makeWindow"
          + " entry point in its description to be measured")
    }
    let settings: BenchSettings = arguments[Self.quick] ? .quick : .full
    if !Self.isReleaseBuild {
      context.printError(
        "note: this is a debug build; for figures to quote run"
          + " 'swift run -c release patterns bench' (or Scripts/update-performance.sh)")
    }
    let runner = BenchRunner(
      patterns: chosen.compactMap { pattern in pattern.makeWindow.map { (pattern.name, $0) } },
      plays: chosen.map(\.play), settings: settings,
      scenarios: try Self.scenarios(limit: settings.scenarioLimit),
      isReleaseBuild: Self.isReleaseBuild, progress: { context.printError("measuring \($0)…") })
    do {
      return try runner.run()
    } catch let error as BenchError {
      throw CommandFailure(error.description)
    } catch let error as UIDriverError {
      throw CommandFailure("a pattern could not be driven: \(error)")
    }
  }

  /// The bundled suite's scenarios, the first `limit` of them when given.
  static func scenarios(limit: Int?) throws -> [Scenario] {
    do {
      let suite = try ScenarioLoader.loadBundledSuite()
      let all = SuiteRun.select(suite.files, filter: nil)
      return limit.map { Array(all.prefix($0)) } ?? all
    } catch let error as ScenarioLoadError {
      throw CommandFailure(error.description)
    }
  }
}
