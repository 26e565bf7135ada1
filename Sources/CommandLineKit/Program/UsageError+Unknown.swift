extension UsageError {
  /// `Unknown KIND 'NAME'`, then `; expected one of: …` when `listed`, then the closest known
  /// names: `Unknown pattern 'mvcc'; expected one of: mvc, mvp, all. Did you mean 'mvc'?`
  public static func unknown(
    _ kind: String, _ name: String, among known: [String], listed: Bool = true
  ) -> UsageError {
    let list = listed ? "; expected one of: " + known.joined(separator: ", ") : ""
    let hint = Suggestion.sentence(Suggestion.closest(to: name, in: known))
    return UsageError("Unknown \(kind) '\(name)'\(list)" + hint)
  }
}
