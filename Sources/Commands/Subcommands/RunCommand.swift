import CommandLineKit
import Foundation
import PatternModel
import Play
import Runner
import Scenarios

/// `patterns run`: plays scenarios against one or more patterns and reports.
///
/// Exit status: 0 when every scenario passes, 1 when any fails, 64 for a usage error (a
/// path that names nothing included), 65 when a scenario file does not parse or cannot be
/// read (every fault is printed and nothing runs).
public struct RunCommand: Command {
  /// The patterns that can be named.
  public var patterns: [PatternDescription]

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  static let filter = Option<String>(
    "--filter", valueName: "text",
    help: "Run only scenarios whose name or file name contains it (any case).")
  static let isolated = Flag(
    "--isolated", help: "Run each pattern in its own process (a crash or hang fails it).")
  static let timeout = Option<Int>(
    "--timeout", valueName: "seconds",
    help: "With --isolated, the time limit per pattern (default: 120).")
  static let jobs = Option<Int>(
    "--jobs", valueName: "n",
    help: "With --isolated, how many patterns play at once, each in its own process "
      + "(default: 1; on 2 cores, 2 takes about half the time).")
  static let formats = ["text", "json", "junit", "html"]
  static let format = SharedOptions.format(formats)

  public let name = "run"
  public let abstract = "Run scenarios against one or more patterns."
  public let discussion: String? = """
    Each scenario starts a fresh app at time 0; after it, the app is torn down and any view
    or view controller still alive fails the scenario as a leak.
    """
  public var signature: CommandSignature {
    CommandSignature(
      arguments: [
        .init("pattern", help: "A pattern to run (see 'patterns list'), or all.", isRepeating: true)
      ],
      using: [
        SharedOptions.scenarioInput, Self.filter, SharedOptions.reportOutput(Self.formats),
        Self.isolated, Self.timeout, Self.jobs,
      ])
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let chosen = try Self.resolve(arguments.positionals, among: patterns)
    let loaded = try SharedOptions.loadScenarios(arguments, context: context)
    guard loaded.faults.isEmpty else {
      for fault in loaded.faults { context.printError(fault.description) }
      return ExitStatus.dataError
    }
    if !arguments[Self.isolated], try arguments.value(Self.jobs) != nil {
      throw UsageError(
        "--jobs needs --isolated: in one process, every pattern plays on its one main thread")
    }
    let filter = arguments[Self.filter]
    let scenarios = SuiteRun.select(loaded.files, filter: filter)
    guard !scenarios.isEmpty else {
      let filtered = filter.map { " whose name or file name contains '\($0)'" } ?? ""
      throw CommandFailure("no scenarios\(filtered) to run")
    }
    let report =
      arguments[Self.isolated]
      ? try Self.isolatedRun(
        scenarios, on: chosen, timeout: try arguments.value(Self.timeout),
        jobs: try arguments.value(Self.jobs))
      : SuiteRun.run(scenarios, on: chosen)
    let text =
      switch arguments[Self.format] ?? "text" {
      case "json": JSONReport.render(report)
      case "junit": JUnitReport.render(report)
      case "html": RunHTML.render(report, patterns: chosen)
      default: TextReport.render(report, width: context.terminalWidth)
      }
    try SharedOptions.deliver(text, arguments, context: context)
    if arguments[SharedOptions.output] != nil { context.print(report.summary) }
    return report.failed == 0 ? ExitStatus.success : ExitStatus.failure
  }

  /// Runs each pattern in child processes of this executable (`IsolatedRun`).
  static func isolatedRun(
    _ scenarios: [Scenario], on patterns: [PatternDescription], timeout: Int?, jobs: Int?
  ) throws -> RunReport {
    if let jobs, jobs < 1 {
      throw UsageError("--jobs expects a whole number above 0, not '\(jobs)'")
    }
    var limit = IsolatedRun.defaultTimeLimit
    if let timeout {
      guard timeout > 0 else {
        throw UsageError("--timeout expects a whole number of seconds above 0, not '\(timeout)'")
      }
      limit = .seconds(timeout)
    }
    guard let executable = IsolatedRun.currentExecutable else {
      throw CommandFailure("cannot find the patterns executable to start workers")
    }
    do {
      return try IsolatedRun.run(
        scenarios, on: patterns, executable: executable, timeLimit: limit, jobs: jobs ?? 1)
    } catch let failure as IsolatedRun.Failure {
      throw CommandFailure(failure.description)
    }
  }

  /// The patterns named, in order, without repeats; `all` stands for every known one.
  static func resolve(
    _ names: [String], among known: [PatternDescription]
  ) throws(UsageError) -> [PatternDescription] {
    var chosen: [PatternDescription] = []
    for name in names {
      let matches: [PatternDescription]
      if name == "all" {
        matches = known
      } else if let pattern = known.first(where: { $0.name == name }) {
        matches = [pattern]
      } else {
        throw UsageError.unknown("pattern", name, among: known.map(\.name) + ["all"])
      }
      for pattern in matches where !chosen.contains(where: { $0.name == pattern.name }) {
        chosen.append(pattern)
      }
    }
    if chosen.isEmpty { throw UsageError("No pattern is registered yet") }
    return chosen
  }
}
