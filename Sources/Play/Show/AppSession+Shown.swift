import Scenarios

extension AppSession {
  /// `step`'s text as the program may show it: text typed into a secure field on screen is
  /// masked, one "•" per character (app-spec Login rule 10). Call it before performing.
  public func shownText(of step: Step) -> String {
    guard case .action(.type(let text, let id)) = step.kind,
      element(id)?.kind == "secure text field"
    else { return step.text }
    let mask = "\"" + String(repeating: "•", count: text.count) + "\""
    return step.text.replacing(PlayRecording.quoted(text), with: mask)
  }
}
