import CommandLineKit
import Lint
import PatternModel

/// `patterns lint`: checks the layering rules (the project's and each pattern's) on every
/// source file, the module graph's rules on Package.swift, and the docs against the code.
public struct LintCommand: Command {
  /// The patterns whose rules and roles apply.
  public var patterns: [PatternDescription]

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  public let name = "lint"
  public let abstract = "Check the layering rules, the module graph and the docs' references."
  public let discussion: String? = """
    Checks every source file against the layering rules, the module graph read from
    Package.swift against its rules (module sizes, no cycle, the pattern model and the
    command-line kit free of the tool, a paragraph per module in Docs/Architecture.md), and
    every path, link and back-quoted Swift name in README.md and Docs/ against the package
    (allow-list: Docs/.lint-allow).
    Prints each problem on standard output as FILE:LINE: error: WHAT and exits 1; prints a
    summary line per check and exits 0 when all hold. With --layering, checks the layering
    rules only (what a classroom exercise's check runs). See Docs/Report.md.
    """
  /// `--layering`: the layering rules only, not the docs.
  static let layeringOnly = Flag("--layering", help: "Check the layering rules only.")
  public var signature: CommandSignature {
    CommandSignature(using: [SharedOptions.packageRoot, Self.layeringOnly])
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let tree = try SharedOptions.sourceTree(arguments, context: context)
    let result = LayeringLinter.lint(tree, patterns: patterns)
    let layeringOnly = arguments[Self.layeringOnly]
    let modules =
      layeringOnly
      ? ModuleGraphLinter.Result(violations: [], modulesChecked: 0, rulesChecked: 0)
      : ModuleGraphLinter.lint(tree)
    let docs =
      layeringOnly
      ? DocsLinter.Result(findings: [], filesChecked: 0, referencesChecked: 0)
      : DocsLinter.lint(tree)
    for violation in result.violations { context.print(violation.description) }
    for violation in modules.violations { context.print(violation.description) }
    for finding in docs.findings { context.print(finding.description) }
    let summaries =
      [result.summary] + (modules.modulesChecked > 0 ? [modules.summary] : [])
      + (docs.filesChecked > 0 ? [docs.summary] : [])
    if result.violations.isEmpty, modules.violations.isEmpty, docs.findings.isEmpty {
      for summary in summaries { context.print(summary) }
      return ExitStatus.success
    }
    for summary in summaries { context.printError(summary) }
    return ExitStatus.failure
  }
}
