/// `patterns lint`: checks the layering rules of Docs/Architecture.md on every source file.
public enum LintCommand: WorkbenchCommand {
  public static let name = "lint"
  public static let abstract = "Check the layering rules between modules."
  public static let discussion: String? = """
    Prints each offending import on standard output as FILE:LINE: error: RULE and exits 1;
    prints a one-line summary and exits 0 when every rule holds. See Docs/Report.md.
    """
  public static let signature = CommandSignature(
    options: [
      .value(
        "--root", valueName: "dir",
        help: "Package root (default: nearest Package.swift up).")
    ])

  public static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let result = LayeringLinter.lint(try PackageRootOption.tree(arguments.value("--root")))
    for violation in result.violations { context.print(violation.description) }
    if result.violations.isEmpty {
      context.print(result.summary)
      return ExitStatus.success
    }
    context.printError(result.summary)
    return ExitStatus.failure
  }
}
