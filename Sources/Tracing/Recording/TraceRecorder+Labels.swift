import HeadlessUI

extension TraceRecorder {
  /// A widget change as a label: ids and states, never a secure field's text.
  static func label(_ change: UIChange) -> String {
    let name = change.id ?? change.subject
    switch change.kind {
    case .text(let text):
      if change.subject.contains("secure") {
        return (text ?? "").isEmpty ? "\(name) text cleared" : "\(name) text changed (secure)"
      }
      return "\(name) text \(quoted(text ?? ""))"
    case .alertPresented(let title, _): return "present alert \(quoted(title ?? ""))"
    case .alertDismissed(let title): return "dismiss alert \(quoted(title ?? ""))"
    case .enabled(let enabled): return "\(name) \(enabled ? "enabled" : "disabled")"
    case .hidden(let hidden): return "\(name) \(hidden ? "hidden" : "visible")"
    case .focused(let focused): return "\(name) \(focused ? "focused" : "unfocused")"
    case .selectedSegment(let index): return "\(name) selects segment \(index)"
    case .rowsReloaded: return "\(name) reloads rows"
    default: return change.description
    }
  }

  private static func quoted(_ text: String) -> String { TextQuoting.quoted(text) }
}
