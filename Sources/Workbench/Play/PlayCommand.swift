import Foundation
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

/// Where `--record` writes: the file, rewritten whole after every recorded step (so an
/// interrupted session keeps what it recorded).
struct RecordingFile {
  let url: URL
  let path: String

  /// Checks that `path` can be written now, rather than after a session.
  init(path: String, context: CommandContext) throws {
    self.path = path
    url = context.url(for: path)
    try write(PlayRecording(name: "Played"))
  }

  func write(_ recording: PlayRecording) throws {
    do {
      try recording.text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      throw CommandFailure("cannot write the recording to '\(path)': \(error.localizedDescription)")
    }
  }
}

/// `patterns play` on piped input: every line echoed after `> ` (masked), then the screen
/// after a step, or the command's answer; a refused line's message goes to standard error.
@MainActor
struct PipedPlay {
  let loop: PlayLoop
  let context: CommandContext
  let file: RecordingFile?

  func run() -> Int32 {
    var refused = false
    begin()
    while let line = context.readLine() {
      let shown = loop.shown(line)
      let reply = loop.handle(line)
      refused = show(shown, reply) || refused
      if reply.quits { break }
    }
    return end(refused: refused)
  }

  func runLive() async -> Int32 {
    var refused = false
    begin()
    while let line = context.readLine() {
      let shown = loop.shown(line)
      let reply = await loop.handleOnLiveTime(line)
      refused = show(shown, reply) || refused
      if reply.quits { break }
    }
    return end(refused: refused)
  }

  private func begin() {
    context.print(loop.session.screen)
  }

  /// Prints what `reply` says; true when the line was refused.
  private func show(_ line: String, _ reply: PlayLoop.Reply) -> Bool {
    context.print("> " + line)
    if reply.isError {
      context.printError(reply.message)
    } else if !reply.message.isEmpty {
      context.print(reply.message)
    }
    if reply.isStep { context.print(loop.session.screen) }
    if let file, !reply.isError {
      do { try file.write(loop.recording) } catch { context.printError("Error: \(error)") }
    }
    return reply.isError
  }

  private func end(refused: Bool) -> Int32 {
    let leaks = loop.close()
    if !leaks.isEmpty {
      context.printError("Error: leaked: " + ScenarioRunner.describeLeaks(leaks))
    }
    if let file { context.printError("Recorded \(file.path)") }
    return refused || !leaks.isEmpty ? ExitStatus.failure : ExitStatus.success
  }
}
