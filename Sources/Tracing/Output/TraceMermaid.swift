/// A trace as a Mermaid `sequenceDiagram`, which Mermaid renders unchanged: participants get
/// identifiers of letters, digits and `_` (with the lane's title as alias), labels have
/// Mermaid's special characters written as entity codes (`#35;` for `#`).
public enum TraceMermaid {
  /// One diagram per trace, one after another (each in its own block when several).
  public static func render(_ traces: [Trace]) -> String {
    traces.map(render).joined(separator: "\n")
  }

  /// One trace as a diagram.
  public static func render(_ trace: Trace) -> String {
    var lines = ["sequenceDiagram", "  title \(escape("\(trace.pattern): \(trace.scenario)"))"]
    for lane in trace.lanes {
      let id = identifier(lane.name)
      lines.append(
        lane.title == id ? "  participant \(id)" : "  participant \(id) as \(escape(lane.title))")
    }
    let first = trace.lanes.first.map { identifier($0.name) } ?? "User"
    let last = trace.lanes.last.map { identifier($0.name) } ?? first
    for step in trace.steps {
      let span = first == last ? first : "\(first),\(last)"
      let failed = step.failure.map { " (failed: \($0))" } ?? ""
      if !step.isAction {
        lines.append("  Note over \(span): \(escape(step.text + failed))")
        continue
      }
      for message in step.messages {
        let time = message.time.map { "[\($0.traceMilliseconds)] " } ?? ""
        let label = escape(time + message.label)
        if message.isNote {
          lines.append("  Note over \(identifier(message.from)): \(label)")
        } else {
          lines.append(
            "  \(identifier(message.from))->>\(identifier(message.to)): \(label)")
        }
      }
      if !failed.isEmpty { lines.append("  Note over \(span): \(escape(failed))") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A participant identifier: letters, digits and `_` only (`AuthService+Rx` is
  /// `AuthService_Rx`).
  static func identifier(_ name: String) -> String {
    let cleaned = String(
      name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    return cleaned.first?.isNumber == true || cleaned.isEmpty ? "L" + cleaned : cleaned
  }

  /// Text safe in a message or note: entity codes for the characters Mermaid reads as
  /// syntax, no line breaks.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "#": result += "#35;"
      case ";": result += "#59;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "\"": result += "#quot;"
      case "%": result += "#37;"
      case "{": result += "#123;"
      case "}": result += "#125;"
      case "\n", "\r": result += " "
      default: result.append(character)
      }
    }
    return result
  }
}
