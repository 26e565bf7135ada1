import CommandLineKit
import Foundation
import Scenarios
import TextColumns

/// `patterns play` at a terminal: the screen on top, redrawn after every line (and, live,
/// whenever the app's timers fire), what the last line did, then a prompt edited by
/// `LineEditor` on a raw terminal (`RawTerminal`, restored on exit and on signals).
///
/// Standard input is read on a thread of its own and handed to the main actor, so the main
/// queue stays free for the app's live timers while the user types.
@MainActor
final public class PlayTerminal {
  private let loop: PlayLoop
  private let context: CommandContext
  private let file: RecordingFile?
  private var editor = LineEditor()
  private var lastLine = ""
  private var message = ""
  private var isBusy = false
  private var queued: [UInt8] = []
  /// Whether standard input has ended (quitting waits for the line in flight).
  private var inputEnded = false
  private var finish: ((Int32) -> Void)?

  /// Plays `loop` at the terminal of `context`, recording to `file` when given.
  public init(loop: PlayLoop, context: CommandContext, file: RecordingFile?) {
    self.loop = loop
    self.context = context
    self.file = file
  }

  /// Takes the terminal and reads keys until `:quit`, Ctrl-D, Ctrl-C on an empty line or the
  /// end of input; then restores it and calls `finish`.
  public func start(finish: @escaping @MainActor (Int32) -> Void) {
    guard RawTerminal.enable() else {
      return finish(PipedPlay(loop: loop, context: context, file: file).run())
    }
    self.finish = finish
    message = "Type a step, or :help. Tab completes, Up and Down recall, :quit leaves."
    loop.onChange = { [weak self] in self?.draw() }
    draw()
    Thread.detachNewThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 256)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        let bytes = count > 0 ? Array(buffer[..<count]) : nil
        DispatchQueue.main.async { MainActor.assumeIsolated { self.receive(bytes) } }
        if bytes == nil { return }
      }
    }
  }

  private func receive(_ bytes: [UInt8]?) {
    if let bytes { queued += bytes } else { inputEnded = true }
    process()
  }

  /// Feeds queued bytes to the editor until a line is submitted (the rest waits for it).
  /// Ctrl-D, Ctrl-C on an empty line and the end of input quit as `:quit` does, after the
  /// line in flight: the app is closed the same way whichever way the user leaves.
  private func process() {
    defer { if inputEnded, queued.isEmpty, !isBusy, finish != nil { submit(":quit") } }
    while !isBusy, finish != nil, !queued.isEmpty {
      let byte = queued.removeFirst()
      switch editor.feed(byte) {
      case .none: break
      case .edited: drawPrompt()
      case .redrawRequested: draw()
      case .submitted(let line): submit(line)
      case .completionRequested: complete()
      case .endOfInput: submit(":quit")
      case .interrupted(let wasEmpty): wasEmpty ? submit(":quit") : drawPrompt()
      }
    }
  }

  private func submit(_ line: String) {
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return drawPrompt() }
    isBusy = true
    lastLine = loop.shown(line)
    message = ""
    drawPrompt()
    Task {
      let reply = await loop.handleOnLiveTime(line)
      isBusy = false
      message = reply.isError ? "✗ " + reply.message : reply.message
      if !reply.isError, let file {
        do { try file.write(loop.recording) } catch { message = "\(error)" }
      }
      if reply.quits { return end() }
      draw()
      process()
    }
  }

  private func complete() {
    let ids = loop.session.elements.map(\.id)
    let result = PlayCompletion.complete(editor.text, cursor: editor.cursor, ids: ids)
    editor.set(result.line, cursor: result.cursor)
    if result.candidates.isEmpty {
      drawPrompt()
    } else {
      message = result.candidates.joined(separator: "  ")
      draw()
    }
  }

  private func end() {
    guard let finish else { return }
    self.finish = nil
    loop.onChange = nil
    context.writeOutput("\n")
    RawTerminal.restore()
    let leaks = loop.close()
    var status = ExitStatus.success
    if !leaks.isEmpty {
      context.printError("Error: leaked: " + ScenarioRunner.describeLeaks(leaks))
      status = ExitStatus.failure
    }
    if let file { context.printError("Recorded \(file.path)") }
    finish(status)
  }

  // MARK: - Drawing

  private var prompt: String {
    "play \(loop.patternName)\(loop.isLive ? " (live)" : "")> "
  }

  /// Clears the terminal and draws the screen, the last line and its answer, the prompt.
  private func draw() {
    guard finish != nil else { return }
    var text = "\u{1B}[H\u{1B}[2J" + loop.session.screen + "\n\n"
    if !lastLine.isEmpty { text += "> " + lastLine + "\n" }
    if !message.isEmpty { text += message + "\n" }
    context.writeOutput(text + promptLine())
  }

  /// Redraws only the prompt line.
  private func drawPrompt() {
    context.writeOutput("\r\u{1B}[K" + promptLine())
  }

  /// The prompt and the line being edited, masked where it types into a secure field (when
  /// the mask keeps the line's length, so that the cursor keeps its place).
  private func promptLine() -> String {
    let masked = Array(loop.shown(editor.text))
    let shown = masked.count == editor.characters.count ? masked : editor.characters
    let back = TextLayout.width(String(shown[editor.cursor...]))
    return prompt + String(shown) + (back > 0 ? "\u{1B}[\(back)D" : "")
  }
}
