/// A subcommand of `patterns` (`list`, `run`, `report`, `lint`...).
///
/// To add one: write a type conforming to this protocol, then add one line,
/// `YourCommand.self`, to `PatternsCommand.subcommands`. The framework does the rest: it
/// parses the command line against `signature` (so `run` receives checked arguments),
/// answers `-h`, `--help` and `patterns help NAME` with `help`, lists the command in the
/// top-level help with `abstract`, and turns a thrown `UsageError` into `Error: …` plus
/// `usage` on standard error and exit status 64.
///
/// ```swift
/// struct HelloCommand: WorkbenchCommand {
///   static let name = "hello"
///   static let abstract = "Greet someone."
///   static let signature = CommandSignature(
///     arguments: [.init("name", help: "Who to greet.")],
///     options: [.flag("--shout", help: "Greet loudly.")])
///
///   static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
///     let greeting = "Hello, \(arguments.positionals[0])!"
///     context.print(arguments.has("--shout") ? greeting.uppercased() : greeting)
///     return ExitStatus.success
///   }
/// }
/// ```
public protocol WorkbenchCommand {
  /// The word after `patterns` that selects this command: `run`.
  static var name: String { get }
  /// One line for the SUBCOMMANDS list and the OVERVIEW of its help.
  static var abstract: String { get }
  /// Optional paragraphs printed after the OVERVIEW line (default: none).
  static var discussion: String? { get }
  /// The positional arguments and options it accepts.
  static var signature: CommandSignature { get }
  /// The usage line without `USAGE: ` (default: built from `signature`).
  static var usage: String { get }
  /// The full help text (default: OVERVIEW, USAGE, ARGUMENTS, OPTIONS built from the above).
  static var help: String { get }

  /// Runs the command on already parsed arguments, writing only through `context`.
  ///
  /// - Returns: the exit status (`ExitStatus.success`, `.failure`, `.dataError`).
  /// - Throws: `UsageError` for a command-line mistake the parser could not see (exit 64);
  ///   `CommandFailure` to print `Error: …` and exit with its status; any other error prints
  ///   `Error: …` and exits with 1.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32
}

extension WorkbenchCommand {
  public static var discussion: String? { nil }

  public static var usage: String {
    HelpFormatter.usage(command: "\(PatternsCommand.name) \(name)", signature: signature)
  }

  public static var help: String {
    HelpFormatter.help(
      overview: abstract, discussion: discussion, usage: usage, signature: signature)
  }
}
