/// `patterns lint`: checks the layering rules (the project's and each pattern's) on every
/// source file.
public struct LintCommand: Command {
  /// The patterns whose rules and roles apply.
  public var patterns: [PatternDescription]

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  public let name = "lint"
  public let abstract = "Check the layering rules between modules."
  public let discussion: String? = """
    Prints each offending line on standard output as FILE:LINE: error: RULE and exits 1;
    prints a one-line summary and exits 0 when every rule holds. See Docs/Report.md.
    """
  public var signature: CommandSignature {
    CommandSignature(using: [SharedOptions.packageRoot])
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let tree = try SharedOptions.sourceTree(arguments, context: context)
    let result = LayeringLinter.lint(tree, patterns: patterns)
    for violation in result.violations { context.print(violation.description) }
    if result.violations.isEmpty {
      context.print(result.summary)
      return ExitStatus.success
    }
    context.printError(result.summary)
    return ExitStatus.failure
  }
}
