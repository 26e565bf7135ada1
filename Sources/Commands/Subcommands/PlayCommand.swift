import CommandLineKit
import Foundation
import PatternModel
import Play
import Scenarios

/// `patterns play PATTERN`: use one pattern's app in the terminal, step by step, and record
/// what you do as a scenario.
///
/// At a terminal, the screen is redrawn above a prompt that edits lines (`PlayTerminal`);
/// with standard input piped, it reads one line at a time and prints each render
/// (`PipedPlay`), so scripts can drive it. Exit status: 0, or 1 when a piped line was
/// refused or the app leaked.
public struct PlayCommand: Command {
  /// The patterns that can be named.
  public var patterns: [PatternDescription]

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  static let record = Option<String>(
    "--record", valueName: "file",
    help: "Record the session to a .scenario file as you go.")
  static let live = Flag(
    "--live", help: "Real time: the search and the sign-in answer arrive by themselves.")

  public let name = "play"
  public let abstract = "Use one pattern's app in the terminal, and record it as a scenario."
  public let discussion: String? = """
    Type steps of the scenario language (type "ada@example.com" into login.email, tap
    login.submit, wait 400ms) or :help, :screen, :ids, :expect ID, :expect screen, :quit.
    'given' lines come before the first other step and restart the app with them. Without
    --live, time moves only with 'wait'. With standard input not a terminal, each line read
    is echoed after '> ' and followed by the screen (or by its error on standard error).
    """
  public var signature: CommandSignature {
    CommandSignature(
      arguments: [.init("pattern", help: "The pattern to play (see 'patterns list').")],
      using: [Self.record, Self.live])
  }

  public func start(
    _ arguments: ParsedArguments, context: CommandContext,
    finish: @escaping @MainActor (Int32) -> Void
  ) throws {
    let name = arguments.positionals.first ?? ""
    guard let pattern = patterns.first(where: { $0.name == name }) else {
      throw UsageError.unknown("pattern", name, among: patterns.map(\.name))
    }
    guard let makeWindow = pattern.makeWindow else {
      throw CommandFailure("'\(name)' has no composition entry point to play")
    }
    let output = try arguments[Self.record].map { try RecordingFile(path: $0, context: context) }
    let loop = PlayLoop(pattern: name, makeWindow: makeWindow, live: arguments[Self.live])
    let piped = PipedPlay(loop: loop, context: context, file: output)
    if context.isTerminal {
      PlayTerminal(loop: loop, context: context, file: output).start(finish: finish)
    } else if loop.isLive {
      Task { finish(await piped.runLive()) }
    } else {
      finish(piped.run())
    }
  }
}
