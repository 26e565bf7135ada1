import Foundation
import Scenarios

/// `patterns run`: plays scenarios against one or more patterns and reports.
///
/// Exit status: 0 when every scenario passes, 1 when any fails, 64 for a usage error, 65
/// when a scenario file does not parse (every fault is printed and nothing runs).
public enum RunCommand: WorkbenchCommand {
  public static let name = "run"
  public static let abstract = "Run scenarios against one or more patterns."
  public static let discussion: String? = """
    Each scenario starts a fresh app at time 0; after it, the app is torn down and any view
    or view controller still alive fails the scenario as a leak.
    """
  public static let signature = CommandSignature(
    arguments: [
      .init("pattern", help: "A pattern to run (see 'patterns list'), or all.", isRepeating: true)
    ],
    options: [
      .value(
        "--scenarios", valueName: "path", repeating: true,
        help: "A .scenario file or a folder of them (default: the bundled suite)."),
      .value("--filter", valueName: "text", help: "Run only scenarios whose name contains it."),
      .value(
        "--format", valueName: "format", allowed: ["text", "json", "junit"],
        help: "text, json or junit (default: text)."),
      .value("--output", short: "-o", valueName: "file", help: "Write the report to a file."),
      .flag("--isolated", help: "Run each pattern in its own process (a crash or hang fails it)."),
      .value(
        "--timeout", valueName: "seconds",
        help: "With --isolated, the time limit per pattern (default: 120)."),
    ])

  public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    try run(arguments, patterns: PatternRegistry.all, context: context)
  }

  /// Runs with an explicit set of known patterns (tests pass fake ones).
  public static func run(
    _ arguments: ParsedArguments, patterns known: [Pattern], context: CommandContext
  ) throws -> Int32 {
    let patterns = try resolve(arguments.positionals, among: known)
    let loaded = try load(arguments.values("--scenarios"))
    guard loaded.faults.isEmpty else {
      for fault in loaded.faults { context.printError(fault.description) }
      return ExitStatus.dataError
    }
    let scenarios = SuiteRun.select(loaded.files, filter: arguments.value("--filter"))
    guard !scenarios.isEmpty else {
      let filter = arguments.value("--filter").map { " whose name contains '\($0)'" } ?? ""
      throw CommandFailure("no scenarios\(filter) to run")
    }
    let report =
      arguments.has("--isolated")
      ? try isolatedRun(scenarios, on: patterns, timeout: arguments.value("--timeout"))
      : SuiteRun.run(scenarios, on: patterns)
    let text =
      switch arguments.value("--format") ?? "text" {
      case "json": JSONReport.render(report)
      case "junit": JUnitReport.render(report)
      default: TextReport.render(report)
      }
    if let output = arguments.value("--output") {
      do {
        try text.write(toFile: output, atomically: true, encoding: .utf8)
      } catch {
        throw CommandFailure("cannot write the report to \(output)")
      }
      context.print(report.summary)
    } else {
      context.writeOutput(text)
    }
    return report.failed == 0 ? ExitStatus.success : ExitStatus.failure
  }

  /// Runs each pattern in child processes of this executable (`IsolatedRun`).
  static func isolatedRun(_ scenarios: [Scenario], on patterns: [Pattern], timeout: String?)
    throws -> RunReport
  {
    var limit = IsolatedRun.defaultTimeLimit
    if let timeout {
      guard let seconds = Int(timeout), seconds > 0 else {
        throw UsageError("--timeout expects a whole number of seconds above 0, not '\(timeout)'")
      }
      limit = .seconds(seconds)
    }
    guard let executable = IsolatedRun.currentExecutable else {
      throw CommandFailure("cannot find the patterns executable to start workers")
    }
    return try IsolatedRun.run(scenarios, on: patterns, executable: executable, timeLimit: limit)
  }

  /// The patterns named, in order, without repeats; `all` stands for every known one.
  static func resolve(_ names: [String], among known: [Pattern]) throws(UsageError) -> [Pattern] {
    var chosen: [Pattern] = []
    for name in names {
      let matches: [Pattern]
      if name == "all" {
        matches = known
      } else if let pattern = known.first(where: { $0.name == name }) {
        matches = [pattern]
      } else {
        let choices = (known.map(\.name) + ["all"]).joined(separator: ", ")
        throw UsageError("Unknown pattern '\(name)'; expected one of: \(choices)")
      }
      for pattern in matches where !chosen.contains(where: { $0.name == pattern.name }) {
        chosen.append(pattern)
      }
    }
    if chosen.isEmpty { throw UsageError("No pattern is registered yet") }
    return chosen
  }

  /// The bundled suite, or the files and folders given.
  static func load(_ paths: [String]) throws -> ScenarioLoader.Result {
    do {
      return paths.isEmpty
        ? try ScenarioLoader.loadBundledSuite() : try ScenarioLoader.load(paths: paths)
    } catch let error as ScenarioLoadError {
      throw UsageError(error.description.prefix(1).uppercased() + error.description.dropFirst())
    }
  }
}
