import Scenarios

/// The secure fields met so far in a session, and the rule that masks what is typed into
/// them: one "•" per character, also once that field's screen is gone (a line recalled
/// after signing in). `play` and `serve` show every typed line through it.
public struct SecureTextMask {
  /// A mask that has met no secure field yet.
  public init() {}

  private var ids: Set<String> = []

  /// `line` as it may be shown: a `type` step into a secure field of `session` (on screen
  /// now, or met before) masked; any other line as it is.
  public mutating func shown(_ line: String, in session: AppSession) -> String {
    guard let step = try? ScenarioParser.parseStep(line),
      case .action(.type(_, let id)) = step.kind
    else { return line }
    if session.isSecureField(id) { ids.insert(id) }
    return ids.contains(id) ? AppSession.masked(line, step) : line
  }
}
