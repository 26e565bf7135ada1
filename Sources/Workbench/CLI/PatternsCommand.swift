/// The `patterns` command itself: dispatches to a subcommand and handles top-level help,
/// `--version`, `help <subcommand>` and errors.
public enum PatternsCommand {
  /// The program name used in usage lines.
  public static let name = "patterns"
  /// One line for the top-level OVERVIEW.
  public static let abstract = "Play one app's scenarios against several architectures."
  /// What `--version` prints.
  public static let version = "1.0.0"

  /// Every subcommand, in the order the help lists them. Adding a command is one line here.
  public static let subcommands: [any WorkbenchCommand.Type] = [
    ListCommand.self,
    RunCommand.self,
    ReportCommand.self, LintCommand.self,
  ]

  /// `patterns <subcommand>`.
  public static var usage: String { "\(name) <subcommand>" }

  /// The top-level help text, ending with a newline.
  public static var help: String {
    var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(usage)\n\nOPTIONS:\n"
    text += HelpFormatter.row("--version", "Show the version.")
    text += HelpFormatter.row("-h, --help", "Show help information.")
    text += "\nSUBCOMMANDS:\n"
    for command in subcommands {
      text += HelpFormatter.row(command.name, command.abstract)
    }
    text += "\n  See '\(name) help <subcommand>' for detailed help.\n"
    return text
  }

  /// Runs `patterns` with `arguments` (without the program name) and returns the exit status.
  public static func main(_ arguments: [String], context: CommandContext = .standard) -> Int32 {
    guard let first = arguments.first else {
      context.writeOutput(help)
      return ExitStatus.success
    }
    switch first {
    case "-h", "--help":
      context.writeOutput(help)
      return ExitStatus.success
    case "--version":
      context.print(version)
      return ExitStatus.success
    case "help":
      return showHelp(Array(arguments.dropFirst()), context: context)
    default:
      guard let command = subcommands.first(where: { $0.name == first }) else {
        let message =
          first.hasPrefix("-") ? "Unknown option '\(first)'" : "Unknown subcommand '\(first)'"
        return reportUsageError(UsageError(message), usage: usage, helpCommand: name, context)
      }
      return run(command, Array(arguments.dropFirst()), context: context)
    }
  }

  /// Parses `arguments` for `command`, runs it, and maps its errors to exit statuses.
  public static func run(
    _ command: any WorkbenchCommand.Type, _ arguments: [String], context: CommandContext
  ) -> Int32 {
    let beforeTerminator = arguments.prefix { $0 != "--" }
    if beforeTerminator.contains("-h") || beforeTerminator.contains("--help") {
      context.writeOutput(command.help)
      return ExitStatus.success
    }
    do {
      let parsed = try ParsedArguments(arguments, signature: command.signature)
      return try command.run(parsed, context: context)
    } catch let error as UsageError {
      return reportUsageError(
        error, usage: command.usage, helpCommand: "\(name) \(command.name)", context)
    } catch let failure as CommandFailure {
      context.printError("Error: \(failure.message)")
      return failure.status
    } catch {
      context.printError("Error: \(error)")
      return ExitStatus.failure
    }
  }

  private static func showHelp(_ arguments: [String], context: CommandContext) -> Int32 {
    guard let wanted = arguments.first else {
      context.writeOutput(help)
      return ExitStatus.success
    }
    guard let command = subcommands.first(where: { $0.name == wanted }) else {
      return reportUsageError(
        UsageError("Unknown subcommand '\(wanted)'"), usage: usage, helpCommand: name, context)
    }
    context.writeOutput(command.help)
    return ExitStatus.success
  }

  private static func reportUsageError(
    _ error: UsageError, usage: String, helpCommand: String, _ context: CommandContext
  ) -> Int32 {
    context.printError("Error: \(error.message)")
    context.printError("Usage: \(usage)")
    context.printError("  See '\(helpCommand) --help' for more information.")
    return ExitStatus.usage
  }
}
