/// `patterns run`: plays scenarios against one or more patterns and reports.
public enum RunCommand: WorkbenchCommand {
  public static let name = "run"
  public static let abstract = "Run scenarios against one or more patterns."
  public static let signature = CommandSignature(
    arguments: [
      .init("pattern", help: "A pattern to run (mvc, mvp, mvvm), or all.", isRepeating: true)
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
    ])

  public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    throw CommandFailure("'run' is being written")
  }
}
