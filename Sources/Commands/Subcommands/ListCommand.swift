import CommandLineKit
import PatternModel
import Runner
import Scenarios
import TextColumns

/// `patterns list`: the registered patterns with their summaries, and the scenario files
/// with how many scenarios each holds; `--all` lists every scenario's name, `--filter` the
/// ones `run --filter` would run, `--patterns` the patterns alone.
public struct ListCommand: Command {
  /// The patterns listed.
  public var patterns: [PatternDescription]

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  static let all = Flag("--all", help: "List every scenario's name under its file.")
  static let filter = Option<String>(
    "--filter", valueName: "text",
    help: "List the scenarios whose name or file name contains it (any case), as run does.")
  static let patternsOnly = Flag("--patterns", help: "List the patterns only.")

  public let name = "list"
  public let abstract = "List the patterns and the scenarios."
  public let discussion = """
    By default the scenarios are counted per file; --all names them, and --filter names the
    ones that 'patterns run --filter' with the same text would run.
    """
  public var signature: CommandSignature {
    CommandSignature(using: [SharedOptions.scenarioInput, Self.all, Self.filter, Self.patternsOnly])
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    context.print("PATTERNS:")
    for pattern in patterns {
      context.writeOutput(HelpFormatter.row(pattern.name, pattern.summary))
    }
    if arguments[Self.patternsOnly] { return ExitStatus.success }
    let loaded = try SharedOptions.loadScenarios(arguments, context: context)
    let filter = arguments[Self.filter]
    let chosen = Set(SuiteRun.select(loaded.files, filter: filter).map(\.location))
    let count = loaded.files.reduce(0) { $0 + $1.scenarios.count }
    context.print()
    let files = "\(loaded.files.count) \(loaded.files.count == 1 ? "file" : "files")"
    if let filter {
      context.print("SCENARIOS: \(chosen.count) of \(count) in \(files) match '\(filter)'")
    } else {
      context.print("SCENARIOS: \(count) in \(files)")
    }
    let names = arguments[Self.all] || filter != nil
    let pathWidth = loaded.files.map { TextLayout.width($0.path) }.max() ?? 0
    for file in loaded.files {
      let listed = file.scenarios.filter { chosen.contains($0.location) }
      if listed.isEmpty && filter != nil { continue }
      if names {
        context.print("  \(file.path)")
        for scenario in listed { context.print("    \(scenario.name)") }
      } else {
        let counted = "\(listed.count) \(listed.count == 1 ? "scenario" : "scenarios")"
        context.print("  " + TextLayout.padded(file.path, to: pathWidth + 2) + counted)
      }
    }
    if !names, count > 0 {
      context.print()
      context.print("(--all names every scenario; --filter TEXT names those containing TEXT)")
    }
    guard loaded.faults.isEmpty else {
      for fault in loaded.faults { context.printError(fault.description) }
      return ExitStatus.dataError
    }
    return ExitStatus.success
  }
}
