import Scenarios
import TextColumns

extension PlayLoop {
  /// The commands besides steps, as `:help` lists them.
  public static let help = """
    Type a step of the scenario language, or a command:
      type "TEXT" into ID     clear ID     tap ID     tap row N of ID
      select "SEGMENT" in ID  press return in ID       tap alert button "TITLE"
      wait DURATION (250ms, 2s)     expect ...  (checked now, recorded when it holds)
      given ...               only before the first other step: restarts the app with it
      :screen  the screen again      :ids  the ids on screen and their kinds
      :expect ID      records what holds now for ID
      :expect screen  records the screen, the alert, and what holds for every element
      :help    this text             :quit  leave (also Ctrl-D)
    Tab completes words and ids; Up and Down recall earlier lines.
    """

  /// Runs a `:command` line.
  func command(_ line: String) -> Reply {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    switch (words[0], words.count) {
    case (":help", 1), (":h", 1): return Reply(message: Self.help)
    case (":quit", 1), (":q", 1): return Reply(quits: true)
    case (":screen", 1): return Reply(message: session.screen)
    case (":ids", 1): return Reply(message: idList())
    case (":expect", 2) where words[1] == "screen":
      let steps =
        session.screenExpectations()
        + session.elements.flatMap { session.expectations(for: $0.id) }
      return recorded(steps)
    case (":expect", 2):
      let steps = session.expectations(for: words[1])
      guard !steps.isEmpty else {
        return Reply(
          message: "no element '\(words[1])' on screen; :ids lists them", isError: true)
      }
      return recorded(steps)
    default:
      return Reply(
        message: "unknown command '\(line)'; :help lists the commands", isError: true)
    }
  }

  /// `ID  kind` per element on screen, aligned.
  private func idList() -> String {
    let elements = session.elements
    let width = (elements.map { TextLayout.width($0.id) }.max() ?? 0) + 2
    return elements.map { TextLayout.padded($0.id, to: width) + $0.kind }
      .joined(separator: "\n")
  }

  private func recorded(_ steps: [Step]) -> Reply {
    let lines = steps.map(\.text)
    record(lines, at: isLive ? recordableTimeNow() : nil)
    return Reply(message: lines.joined(separator: "\n"))
  }
}
