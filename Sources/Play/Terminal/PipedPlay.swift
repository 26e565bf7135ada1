import CommandLineKit
import Scenarios

/// `patterns play` on piped input: every line echoed after `> ` (masked), then the screen
/// after a step, or the command's answer; a refused line's message goes to standard error.
@MainActor
public struct PipedPlay {
  let loop: PlayLoop
  let context: CommandContext
  let file: RecordingFile?

  /// Plays `loop` on `context`'s piped input, recording to `file` when given.
  public init(loop: PlayLoop, context: CommandContext, file: RecordingFile?) {
    self.loop = loop
    self.context = context
    self.file = file
  }

  /// Plays every line of standard input on virtual time; returns the exit status.
  public func run() -> Int32 {
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

  /// Plays every line of standard input on real time; returns the exit status.
  public func runLive() async -> Int32 {
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
