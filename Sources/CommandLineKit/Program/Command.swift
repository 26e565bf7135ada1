import Foundation

/// A command of a command-line program: a leaf that runs, or a group of subcommands
/// (`patterns exercise start`), to any depth.
///
/// The kit (`CommandProgram`) parses the command line against `signature`, answers `-h`,
/// `--help` and `help NAME ...` with the generated help, lists subcommands in their group's
/// help with `abstract`, and turns a thrown `UsageError` into `Error: …` plus the usage line
/// on standard error and exit status 64. A command is a value, so it can hold what it works
/// on (the app's commands hold the registered patterns).
///
/// ```swift
/// struct HelloCommand: Command {
///   static let shout = Flag("--shout", help: "Greet loudly.")
///   let name = "hello"
///   let abstract = "Greet someone."
///   var signature: CommandSignature {
///     CommandSignature(arguments: [.init("name", help: "Who to greet.")], options: [Self.shout])
///   }
///   func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
///     let greeting = "Hello, \(arguments.positionals[0])!"
///     context.print(arguments[Self.shout] ? greeting.uppercased() : greeting)
///     return ExitStatus.success
///   }
/// }
/// struct ToolCommand: Command {            // a group: `tool hello NAME`
///   let name = "tool"
///   let abstract = "A tool."
///   var subcommands: [any Command] { [HelloCommand()] }
/// }
/// ```
public protocol Command {
  /// The word that selects this command: `run`.
  var name: String { get }
  /// One line for its group's SUBCOMMANDS list and the OVERVIEW of its help.
  var abstract: String { get }
  /// Optional paragraphs printed after the OVERVIEW line (default: none).
  var discussion: String? { get }
  /// The positional arguments and options it accepts (default: none).
  var signature: CommandSignature { get }
  /// Its subcommands; a command with any is a group and never runs itself (default: none).
  var subcommands: [any Command] { get }

  /// Runs the command on already parsed arguments, writing only through `context`.
  ///
  /// - Returns: the exit status (`ExitStatus.success`, `.failure`, `.dataError`).
  /// - Throws: `UsageError` for a command-line mistake the parser could not see (exit 64);
  ///   `CommandFailure` to print `Error: …` and exit with its status; any other error prints
  ///   `Error: …` and exits with 1.
  func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32

  /// Starts a command that lives on real time and calls `finish` once, with its exit status,
  /// when done. `CommandProgram.main` keeps the main run loop turning until then, so timers
  /// and main-queue work (a `LiveScheduler`) run. The default calls `run` and finishes at
  /// once.
  func start(
    _ arguments: ParsedArguments, context: CommandContext,
    finish: @escaping @MainActor (Int32) -> Void
  ) throws
}

extension Command {
  public var discussion: String? { nil }
  public var signature: CommandSignature { CommandSignature() }
  public var subcommands: [any Command] { [] }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    throw UsageError("Missing expected subcommand")
  }

  public func start(
    _ arguments: ParsedArguments, context: CommandContext,
    finish: @escaping @MainActor (Int32) -> Void
  ) throws {
    finish(try run(arguments, context: context))
  }
}
