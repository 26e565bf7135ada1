/// The lines entered so far, recalled with Up and Down as a shell does: Up goes back from
/// the line being edited (kept as a draft), Down comes forward and ends on the draft.
public struct LineHistory: Equatable, Sendable {
  /// The lines entered, oldest first (an empty line or a repeat of the last is not kept).
  public private(set) var entries: [String] = []
  private var position: Int?
  private var draft = ""

  /// An empty history.
  public init() {}

  /// Keeps `line` and ends any recall.
  public mutating func add(_ line: String) {
    position = nil
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty, entries.last != line else { return }
    entries.append(line)
  }

  /// The line before the one shown, or nil at the oldest; `current` is kept as the draft
  /// when a recall starts.
  public mutating func up(from current: String) -> String? {
    guard !entries.isEmpty else { return nil }
    guard let index = position else {
      draft = current
      position = entries.count - 1
      return entries.last
    }
    guard index > 0 else { return nil }
    position = index - 1
    return entries[index - 1]
  }

  /// The line after the one shown, the draft after the newest, or nil when not recalling.
  public mutating func down() -> String? {
    guard let index = position else { return nil }
    if index + 1 < entries.count {
      position = index + 1
      return entries[index + 1]
    }
    position = nil
    return draft
  }
}
