import CommandLineKit
import Compare
import Foundation
import PatternModel
import SourceAnalysis

/// `patterns compare SCREEN`: one screen's code in every registered pattern, side by side,
/// grouped by role (see `ScreenComparison`); `patterns compare SCREEN A B`: only the lines in
/// which two patterns differ, aligned by role (see `ScreenDifference`).
public struct CompareCommand: Command {
  /// The patterns that can be compared.
  public var patterns: [PatternDescription]

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  static let pattern = Option<String>(
    "--pattern", valueName: "pattern", repeating: true,
    help: "Show only this pattern (repeatable; default: all).")
  static let format = SharedOptions.format(["text", "html"])

  public let name = "compare"
  public let abstract = "Show one screen's code in every pattern, side by side."
  public let discussion: String? = """
    The screen's files are those named for it (declaring or extending a Login… type, or a
    login… function) and every file they use or that uses them: effects, adapters,
    composition. One rule for every pattern, read from the code; files are grouped by the
    pattern's role folders, so a new pattern appears with no change here. Text shows the
    patterns one after another, or in columns when the terminal gives each pattern 100
    columns; html shows one column per pattern, role colours, and spec-rule citations linked
    to Docs/AppSpec.md. With two patterns (compare login A B), only the lines in which
    their files differ are shown, files paired by path or name and grouped by role.
    """
  public var signature: CommandSignature {
    CommandSignature(
      arguments: [
        .init("screen", help: ScreenComparison.screens.joined(separator: ", ") + "."),
        .init(
          "pattern", help: "Two patterns: show only the lines in which they differ.",
          isRepeating: true, isOptional: true),
      ],
      options: [Self.pattern.spec, Self.format.spec, SharedOptions.output.spec]
        + [SharedOptions.root.spec])
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let screen = arguments.positionals[0]
    guard ScreenComparison.screens.contains(screen) else {
      throw UsageError(
        "Unknown screen '\(screen)'; expected one of: "
          + ScreenComparison.screens.joined(separator: ", "))
    }
    let pair = Array(arguments.positionals.dropFirst())
    let names = try arguments.values(Self.pattern)
    guard pair.isEmpty || (pair.count == 2 && names.isEmpty) else {
      throw UsageError(
        pair.count == 2
          ? "Give two patterns or --pattern, not both"
          : "Give two patterns to see their difference (or --pattern to show patterns in full)")
    }
    let chosen =
      pair.isEmpty
      ? (names.isEmpty ? patterns : try RunCommand.resolve(names, among: patterns))
      : try Self.two(pair, among: patterns)
    let tree = try SharedOptions.sourceTree(arguments, context: context)
    let comparison = ScreenComparison.build(screen: screen, tree: tree, patterns: chosen)
    let text: String
    let links = CompareHTML.SpecLinks(
      tree: tree, page: arguments[SharedOptions.output].map { context.url(for: $0) })
    let html = arguments[Self.format] == "html"
    if pair.count == 2 {
      let difference = ScreenDifference(comparison)
      text =
        html
        ? CompareDiffHTML.page(difference, links: links)
        : CompareDiffText.render(difference, width: context.terminalWidth)
    } else if html {
      text = CompareHTML.page(comparison, links: links)
    } else {
      text = CompareText.render(comparison, width: context.terminalWidth)
    }
    try SharedOptions.deliver(text, arguments, context: context)
    return ExitStatus.success
  }

  /// The two patterns named, in order: each a registered pattern, not `all`, not the same.
  static func two(_ names: [String], among patterns: [PatternDescription]) throws(UsageError)
    -> [PatternDescription]
  {
    guard !names.contains("all"), names[0] != names[1] else {
      throw UsageError("Give two different patterns to see their difference, not '\(names[1])'")
    }
    return try RunCommand.resolve(names, among: patterns)
  }
}
