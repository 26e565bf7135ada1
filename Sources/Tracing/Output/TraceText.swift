import TextColumns

/// A trace as plain text: a header, the lanes, then a block per step with its calls indented
/// by depth, the virtual time on timer lines; every line fits `width` columns.
///
/// ```
/// tap login.submit
///   User → Widgets: tap login.submit
///     Widgets → LoginViewController: closure in viewDidLoad()
///       LoginViewController → LoginPresenter: loginButtonTapped()
///         LoginPresenter → AuthService: signIn(email:password:)
/// ```
public enum TraceText {
  /// Renders `traces` one after another.
  public static func render(_ traces: [Trace], width: Int = 100) -> String {
    traces.map { render($0, width: width) }.joined(separator: "\n")
  }

  /// Renders one trace.
  public static func render(_ trace: Trace, width: Int = 100) -> String {
    var lines = [
      TextLayout.truncated("\(trace.pattern): \(trace.scenario)", to: width)
    ]
    let titles = trace.lanes.map(\.title)
    var laneLine = "lanes:"
    for (offset, title) in titles.enumerated() {
      let item = " " + title + (offset < titles.count - 1 ? "," : "")
      if laneLine.count > 6, TextLayout.width(laneLine) + TextLayout.width(item) > width {
        lines.append(laneLine)
        laneLine = "      "
      }
      laneLine += item
    }
    lines.append(TextLayout.truncated(laneLine, to: width))
    for step in trace.steps {
      lines.append("")
      lines.append(TextLayout.truncated(step.text, to: width))
      for message in step.messages {
        let indent = String(repeating: "  ", count: min(message.depth, 8) + 1)
        let time = message.time.map { "[\($0.traceMilliseconds)] " } ?? ""
        let head =
          indent + time
          + (message.isNote ? "\(message.from): " : "\(message.from) → \(message.to): ")
        lines += wrapped(head, message.label, width: width)
      }
      if let failure = step.failure {
        lines.append(TextLayout.truncated("  failed: " + failure, to: width))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `head` then `label`, wrapped at spaces under the label's start; when the head takes
  /// more than half the width, the label starts on a line of its own, four columns in.
  static func wrapped(_ head: String, _ label: String, width: Int) -> [String] {
    guard TextLayout.width(head + label) > width else { return [head + label] }
    let headWidth = TextLayout.width(head)
    let hang =
      headWidth <= width / 2 ? headWidth : TextLayout.width(head.prefix { $0 == " " }) + 4
    let body = TextLayout.wrapped(label, to: width - hang).map {
      TextLayout.truncated(String(repeating: " ", count: hang) + $0, to: width)
    }
    guard hang == headWidth, let first = body.first else {
      return [String(head.reversed().drop { $0 == " " }.reversed())] + body
    }
    return [head + first.dropFirst(hang)] + body.dropFirst()
  }
}
