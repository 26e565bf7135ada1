import Scenarios

/// `patterns list`: the registered patterns with their summaries, and the scenarios by file.
public enum ListCommand: WorkbenchCommand {
  public static let name = "list"
  public static let abstract = "List the patterns and the scenarios."
  public static let signature = CommandSignature(
    options: [
      .value(
        "--scenarios", valueName: "path", repeating: true,
        help: "A .scenario file or a folder of them (default: the bundled suite).")
    ])

  public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    try run(arguments, patterns: PatternRegistry.all, context: context)
  }

  /// Lists with an explicit set of patterns (tests pass fake ones).
  public static func run(
    _ arguments: ParsedArguments, patterns: [Pattern], context: CommandContext
  ) throws -> Int32 {
    let loaded = try RunCommand.load(arguments.values("--scenarios"))
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
