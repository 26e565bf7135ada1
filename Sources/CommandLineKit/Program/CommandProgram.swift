import Foundation

/// A command-line program: a root command (a group) and its tree of subcommands. Dispatches
/// the command line to the command it names, to any depth, and handles help
/// (`-h`, `--help`, `help <subcommand> ...`), `--version`, errors and exit statuses the way
/// swift-argument-parser does.
///
/// Three ways to run it:
/// - `exitWhenDone(_:)` from an executable's `main.swift`: exits with the status, after a
///   live command (see `Command.start`) finished, with the main queue serviced meanwhile;
/// - `run(_:context:) async` from async code (tests of live commands);
/// - `main(_:context:)`, synchronous, for ordinary commands.
///
/// ```swift
/// // main.swift
/// CommandProgram(root: ToolCommand(), version: "1.0.0")
///   .exitWhenDone(Array(CommandLine.arguments.dropFirst()))
/// ```
public struct CommandProgram {
  /// The root command; its name is the program's name in usage lines.
  public var root: any Command
  /// What `--version` prints; nil: no `--version` option.
  public var version: String?

  /// A program with a root command.
  public init(root: any Command, version: String? = nil) {
    self.root = root
    self.version = version
  }

  /// Runs the command line (without the program name) and returns the exit status.
  ///
  /// A live command that has not finished when `start` returns keeps the main run loop
  /// turning until it does; that only works from the program's top level (not from inside
  /// main-queue work, such as a `@MainActor` test: use `run` there).
  public func main(_ arguments: [String], context: CommandContext = .standard) -> Int32 {
    let box = StatusBox()
    start(arguments, context: context) { box.status = $0 }
    while box.status == nil {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
    }
    return box.status ?? ExitStatus.failure
  }

  /// Runs the command line and returns the exit status once the command finished, live or
  /// not, suspending meanwhile (so main-queue work and timers go on).
  public func run(_ arguments: [String], context: CommandContext) async -> Int32 {
    await withCheckedContinuation { continuation in
      start(arguments, context: context) { continuation.resume(returning: $0) }
    }
  }

  /// For an executable's top level: runs the command line and exits the process with the
  /// status. While a live command runs, the main thread serves the main queue
  /// (`dispatchMain`), so its timers and scheduled work run; it exits when it finishes.
  public func exitWhenDone(_ arguments: [String], context: CommandContext = .standard) -> Never {
    let box = StatusBox()
    start(arguments, context: context) { status in
      box.status = status
      exit(status)
    }
    if let status = box.status { exit(status) }
    dispatchMain()
  }

  /// Starts the command line (without the program name) and calls `completion` once with the
  /// exit status: before returning for an ordinary command, later for a live one.
  public func start(
    _ arguments: [String], context: CommandContext,
    completion: @escaping @MainActor (Int32) -> Void
  ) {
    dispatch(root, path: [root.name], arguments, context: context, completion: completion)
  }

  /// The help text of the command at `path` below the root (`["exercise", "start"]`), or nil.
  public func help(for path: [String]) -> String? {
    var command = root
    for word in path {
      guard let next = command.subcommands.first(where: { $0.name == word }) else { return nil }
      command = next
    }
    return helpText(command, path: [root.name] + path)
  }

  // MARK: - Dispatch

  private func dispatch(
    _ command: any Command, path: [String], _ arguments: [String], context: CommandContext,
    completion: @escaping @MainActor (Int32) -> Void
  ) {
    guard !command.subcommands.isEmpty else {
      return runLeaf(command, path: path, arguments, context: context, completion: completion)
    }
    guard let first = arguments.first else {
      context.writeOutput(helpText(command, path: path))
      return completion(ExitStatus.success)
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      context.writeOutput(helpText(command, path: path))
      completion(ExitStatus.success)
    case "--version" where path.count == 1 && version != nil:
      context.print(version ?? "")
      completion(ExitStatus.success)
    case "help":
      completion(showHelp(from: command, path: path, rest, context: context))
    default:
      guard let next = command.subcommands.first(where: { $0.name == first }) else {
        let (kind, known) =
          first.hasPrefix("-")
          ? ("option", ["--help"] + (path.count == 1 && version != nil ? ["--version"] : []))
          : ("subcommand", command.subcommands.map(\.name) + ["help"])
        let message =
          "Unknown \(kind) '\(first)'"
          + Suggestion.sentence(Suggestion.closest(to: first, in: known, limit: 1))
        return completion(
          reportUsageError(
            UsageError(message), usage: groupUsage(path), helpCommand: path, context))
      }
      dispatch(next, path: path + [next.name], rest, context: context, completion: completion)
    }
  }

  private func runLeaf(
    _ command: any Command, path: [String], _ arguments: [String], context: CommandContext,
    completion: @escaping @MainActor (Int32) -> Void
  ) {
    let beforeTerminator = arguments.prefix { $0 != "--" }
    if beforeTerminator.contains("-h") || beforeTerminator.contains("--help") {
      context.writeOutput(helpText(command, path: path))
      return completion(ExitStatus.success)
    }
    let usage = HelpFormatter.usage(
      command: path.joined(separator: " "), signature: command.signature)
    do {
      let parsed = try ParsedArguments(arguments, signature: command.signature)
      try command.start(parsed, context: context, finish: completion)
    } catch {
      completion(Self.status(for: error, usage: usage, helpCommand: path, context: context))
    }
  }

  /// Prints a command's error as the kit does and returns its exit status: `UsageError` →
  /// 64 with the usage line, `CommandFailure` → its status, anything else → 1. A live
  /// command that fails after `start` returned can call this before `finish`.
  public static func status(
    for error: any Error, usage: String, helpCommand: [String], context: CommandContext
  ) -> Int32 {
    switch error {
    case let error as UsageError:
      return reportUsageError(error, usage: usage, helpCommand: helpCommand, context)
    case let failure as CommandFailure:
      context.printError("Error: \(failure.message)")
      return failure.status
    default:
      context.printError("Error: \(error)")
      return ExitStatus.failure
    }
  }

  private func showHelp(
    from group: any Command, path: [String], _ words: [String], context: CommandContext
  ) -> Int32 {
    var command = group
    var path = path
    for word in words {
      guard let next = command.subcommands.first(where: { $0.name == word }) else {
        return reportUsageError(
          UsageError(
            "Unknown subcommand '\(word)'"
              + Suggestion.sentence(
                Suggestion.closest(to: word, in: command.subcommands.map(\.name), limit: 1))),
          usage: groupUsage(path), helpCommand: path,
          context)
      }
      command = next
      path.append(word)
    }
    context.writeOutput(helpText(command, path: path))
    return ExitStatus.success
  }

  // MARK: - Texts

  private func groupUsage(_ path: [String]) -> String {
    path.joined(separator: " ") + " <subcommand>"
  }

  private func helpText(_ command: any Command, path: [String]) -> String {
    guard !command.subcommands.isEmpty else {
      let usage = HelpFormatter.usage(
        command: path.joined(separator: " "), signature: command.signature)
      return HelpFormatter.help(
        overview: command.abstract, discussion: command.discussion, usage: usage,
        signature: command.signature)
    }
    var text = "OVERVIEW: \(command.abstract)\n\n"
    if let discussion = command.discussion { text += discussion + "\n\n" }
    text += "USAGE: \(groupUsage(path))\n\nOPTIONS:\n"
    if path.count == 1, version != nil {
      text += HelpFormatter.row("--version", "Show the version.")
    }
    text += HelpFormatter.row("-h, --help", "Show help information.")
    text += "\nSUBCOMMANDS:\n"
    for subcommand in command.subcommands {
      text += HelpFormatter.row(subcommand.name, subcommand.abstract)
    }
    let helpPath = ([path[0], "help"] + path.dropFirst()).joined(separator: " ")
    text += "\n  See '\(helpPath) <subcommand>' for detailed help.\n"
    return text
  }

  private static func reportUsageError(
    _ error: UsageError, usage: String, helpCommand: [String], _ context: CommandContext
  ) -> Int32 {
    context.printError("Error: \(error.message)")
    context.printError("Usage: \(usage)")
    context.printError("  See '\(helpCommand.joined(separator: " ")) --help' for more information.")
    return ExitStatus.usage
  }

  private func reportUsageError(
    _ error: UsageError, usage: String, helpCommand: [String], _ context: CommandContext
  ) -> Int32 {
    Self.reportUsageError(error, usage: usage, helpCommand: helpCommand, context)
  }
}

/// The status a live command finished with, read by the run loop in `CommandProgram.main`.
private final class StatusBox {
  var status: Int32?
}
