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
    throw CommandFailure("'list' is being written")
  }
}
