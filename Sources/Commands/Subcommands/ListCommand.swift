import CommandLineKit
import PatternModel
import Scenarios

/// `patterns list`: the registered patterns with their summaries, and the scenarios by file.
public struct ListCommand: Command {
  /// The patterns listed.
  public var patterns: [PatternDescription]

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  public let name = "list"
  public let abstract = "List the patterns and the scenarios."
  public var signature: CommandSignature {
    CommandSignature(using: [SharedOptions.scenarioInput])
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let loaded = try SharedOptions.loadScenarios(arguments, context: context)
    context.print("PATTERNS:")
    for pattern in patterns {
      context.writeOutput(HelpFormatter.row(pattern.name, pattern.summary))
    }
    let count = loaded.files.reduce(0) { $0 + $1.scenarios.count }
    context.print()
    context.print(
      "SCENARIOS: \(count) in \(loaded.files.count) \(loaded.files.count == 1 ? "file" : "files")")
    for file in loaded.files {
      context.print("  \(file.path)")
      for scenario in file.scenarios {
        context.print("    \(scenario.name)")
      }
    }
    guard loaded.faults.isEmpty else {
      for fault in loaded.faults { context.printError(fault.description) }
      return ExitStatus.dataError
    }
    return ExitStatus.success
  }
}
