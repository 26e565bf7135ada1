import Scenarios

extension AppSession {
  /// `step`'s text as the program may show it: text typed into a secure field on screen is
  /// masked, one "•" per character (app-spec Login rule 10). Call it before performing.
  public func shownText(of step: Step) -> String {
    guard case .action(.type(_, let id)) = step.kind, isSecureField(id) else { return step.text }
    return Self.masked(step.text, step)
  }

  /// Whether the element `id` on screen is a secure text field.
  public func isSecureField(_ id: String) -> Bool {
    element(id)?.kind == "secure text field"
  }

  /// `line` (the text of `step`, a `type` step) with the typed text masked, one "•" per
  /// character; other steps' lines as they are.
  public static func masked(_ line: String, _ step: Step) -> String {
    guard case .action(.type(let text, _)) = step.kind else { return line }
    let mask = "\"" + String(repeating: "•", count: text.count) + "\""
    return line.replacing(PlayRecording.quoted(text), with: mask)
  }
}
