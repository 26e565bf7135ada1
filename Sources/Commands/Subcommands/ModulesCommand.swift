import CommandLineKit
import Reports
import SourceAnalysis

/// `patterns modules`: the package's module graph, read from Package.swift: each module's
/// layer, lines and dependencies (what Docs/Architecture.md holds, kept by
/// Scripts/update-architecture.sh; `patterns lint` checks its rules).
public struct ModulesCommand: Command {
  /// The command.
  public init() {}

  static let formats = ["text", "markdown"]
  static let format = SharedOptions.format(formats)

  public let name = "modules"
  public let abstract = "Show the package's modules, their layers, sizes and dependencies."
  public let discussion: String? = """
    Reads Package.swift (without running it) and counts the lines of each module's Swift files.
    Text prints the table; markdown prints a Mermaid drawing of the library and executable
    modules (an arrow to each dependency not also reached through another) and the table, as
    Docs/Architecture.md holds them.
    """
  public var signature: CommandSignature {
    CommandSignature(using: [SharedOptions.reportOutput(Self.formats), SharedOptions.packageRoot])
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let tree = try SharedOptions.sourceTree(arguments, context: context)
    let graph: ModuleGraph
    do {
      graph = try ModuleGraph.read(tree)
    } catch {
      throw CommandFailure(error.description, status: ExitStatus.dataError)
    }
    let text =
      arguments[Self.format] == "markdown"
      ? ModuleGraphReport.markdown(graph)
      : ModuleGraphReport.text(graph, width: context.terminalWidth)
    try SharedOptions.deliver(text, arguments, context: context)
    return ExitStatus.success
  }
}
