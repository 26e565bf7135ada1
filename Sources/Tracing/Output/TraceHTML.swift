import Formats
import PatternModel

/// Traces as HTML pages with the project's own SVG sequence diagrams (no scripts): a column
/// per lane with its role's colour, an arrow per call, a band per step, notes for timers.
/// Several traces of one scenario stand side by side.
public enum TraceHTML {
  static let rowHeight = 22
  static let headerHeight = 50
  /// The diagrams' text size, and the width of a character at it (an estimate on the wide
  /// side, so that clipped labels stay inside their room): capitals and anything beyond ASCII
  /// (arrows, bullets, accents, kana) count wider; bold counts 10 % more.
  static let fontSize = 13
  static let characterWidth = 7.0

  /// A whole page for `traces` (usually one scenario on one pattern, or on every pattern).
  public static func page(_ traces: [Trace]) -> String {
    let scenario = traces.first?.scenario ?? "trace"
    return PageStyle.page(
      title: "Trace: " + scenario, style: style, body: section(title: "Trace: " + scenario, traces))
  }

  /// The rules of the traces: diagrams side by side while they fit, then in rows.
  public static let style = """
    .traces { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    .traces figure { margin: 0; max-width: 100%; }
    .traces figcaption { font-weight: bold; margin-bottom: 4px; }
    """

  /// A titled block with `traces` side by side while they fit the window, then wrapping into
  /// rows (a diagram wider than the window scales down), for a page or for the report's trace
  /// section.
  public static func section(title: String, _ traces: [Trace]) -> String {
    var html = "<h2>\(MarkupEscaper.escape(title, inAttribute: false))</h2>\n"
    html += "<div class=\"traces\">\n"
    for trace in traces {
      html += "<figure>\n<figcaption>"
      html += MarkupEscaper.escape(trace.pattern, inAttribute: false) + "</figcaption>\n"
      html += svg(trace) + "\n</figure>\n"
    }
    return html + "</div>\n"
  }

  /// The width of a lane: room for its name in bold and its role, at least 140 px. Each lane
  /// is as wide as its own names, so that a diagram of eight lanes fits 1280 px unscaled.
  static func laneWidth(_ lane: TraceLane) -> Int {
    let name = width(of: lane.name) * 1.1
    let role = width(of: lane.role ?? kindTitle(lane.kind))
    return max(140, Int(max(name, role).rounded(.up)) + 24)
  }

  /// The estimated width of `text` at the diagrams' size.
  static func width(of text: String) -> Double {
    text.reduce(0) { total, character in
      total + (!character.isASCII ? 12 : character.isUppercase ? 8.6 : characterWidth)
    }
  }

  /// One trace as an SVG sequence diagram.
  public static func svg(_ trace: Trace) -> String {
    let index = Dictionary(
      trace.lanes.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a }
    )
    let widths = trace.lanes.isEmpty ? [140] : trace.lanes.map(laneWidth)
    var lefts = [10]
    for laneWidth in widths.dropLast() { lefts.append(lefts[lefts.count - 1] + laneWidth) }
    let width = lefts[lefts.count - 1] + widths[widths.count - 1] + 10
    func lane(_ name: String) -> Int { index[name] ?? 0 }
    func x(_ name: String) -> Int { lefts[lane(name)] + widths[lane(name)] / 2 }
    var body: [String] = []
    var y = headerHeight + 10
    for step in trace.steps {
      y += rowHeight
      let failed = step.failure.map { " (failed: \($0))" } ?? ""
      body.append(
        "<rect x=\"4\" y=\"\(y - 16)\" width=\"\(width - 8)\" height=\"22\" fill=\"\(step.isAction ? "#eef2f7" : "#f7f7f0")\"/>"
      )
      body.append(
        text(
          clipped(step.text + failed, toWidth: Double(width - 20) / 1.1), x: 10, y: y,
          attributes: "font-weight=\"bold\"" + (failed.isEmpty ? "" : " fill=\"#b00020\"")))
      for message in step.messages {
        y += rowHeight
        let time = message.time.map { "[\($0.traceMilliseconds)] " } ?? ""
        let label = time + message.label
        if message.isNote {
          let center = x(message.from)
          let laneWidth = widths[lane(message.from)]
          body.append(
            "<rect x=\"\(center - laneWidth / 2 + 6)\" y=\"\(y - 15)\" width=\"\(laneWidth - 12)\" height=\"20\" rx=\"4\" fill=\"#fff5cc\" stroke=\"#c9a400\"/>"
          )
          body.append(
            text(
              clipped(label, toWidth: Double(laneWidth - 16)), x: center, y: y,
              attributes: "text-anchor=\"middle\"", full: label))
          continue
        }
        let from = x(message.from)
        let to = x(message.to)
        body.append(
          "<line x1=\"\(from)\" y1=\"\(y + 3)\" x2=\"\(to)\" y2=\"\(y + 3)\" stroke=\"#333\" marker-end=\"url(#arrow)\"/>"
        )
        // The label runs right from the arrow's left end; alone on its row, it may go on past
        // the arrow's head, up to the diagram's edge.
        let left = min(from, to) + (to < from ? 12 : 4)
        let room = Double(width - 6 - left - 8)
        body.append(text(clipped(label, toWidth: room), x: left, y: y, full: label))
      }
    }
    let height = y + 16
    var head: [String] = []
    for (offset, lane) in trace.lanes.enumerated() {
      let left = lefts[offset]
      let laneWidth = widths[offset]
      let center = left + laneWidth / 2
      let fill = lane.color ?? RolePalette.color(of: lane.kind)
      head.append(
        "<line x1=\"\(center)\" y1=\"\(headerHeight)\" x2=\"\(center)\" y2=\"\(height - 4)\" stroke=\"#bbb\" stroke-dasharray=\"4 3\"/>"
      )
      head.append(
        "<rect x=\"\(left + 6)\" y=\"4\" width=\"\(laneWidth - 12)\" height=\"\(headerHeight - 8)\" rx=\"6\" fill=\"\(fill)\" fill-opacity=\"0.18\" stroke=\"\(fill)\"/>"
      )
      head.append(
        text(
          clipped(lane.name, toWidth: Double(laneWidth - 16) / 1.1), x: center, y: 24,
          attributes: "text-anchor=\"middle\" font-weight=\"bold\""))
      head.append(
        text(
          clipped(lane.role ?? kindTitle(lane.kind), toWidth: Double(laneWidth - 16)), x: center,
          y: 40,
          attributes: "text-anchor=\"middle\" fill=\"#555\""))
    }
    let title = MarkupEscaper.escape("\(trace.pattern): \(trace.scenario)", inAttribute: false)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="system-ui, sans-serif" font-size="\(fontSize)" \
      role="img" aria-label="\(MarkupEscaper.escape("\(trace.pattern): \(trace.scenario)"))">
      <title>\(title)</title>
      <defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" \
      markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#333"/>\
      </marker></defs>
      \((head + body).joined(separator: "\n"))
      </svg>
      """
  }

  /// A text element; when `full` is longer than `content` (clipped), it is the tooltip.
  private static func text(
    _ content: String, x: Int, y: Int, attributes: String = "", full: String? = nil
  ) -> String {
    let extra = attributes.isEmpty ? "" : " " + attributes
    let tooltip =
      full.map {
        $0 == content ? "" : "<title>\(MarkupEscaper.escape($0, inAttribute: false))</title>"
      }
      ?? ""
    return "<text x=\"\(x)\" y=\"\(y)\"\(extra)>\(tooltip)"
      + MarkupEscaper.escape(content, inAttribute: false) + "</text>"
  }

  /// `text`, or as much of it as fits `room` pixels with "…" after it (at least a character).
  static func clipped(_ text: String, toWidth room: Double) -> String {
    guard width(of: text) > room else { return text }
    var kept = ""
    var used = 12.0  // the ellipsis
    for character in text {
      used += width(of: String(character))
      if used > room, !kept.isEmpty { break }
      kept.append(character)
    }
    return kept + "…"
  }

  private static func kindTitle(_ kind: TraceLane.Kind) -> String {
    switch kind {
    case .user: "the person"
    case .widgets: "HeadlessUI"
    case .pattern: "pattern"
    case .streams: "operators"
    case .domain: "Domain"
    case .scheduler: "time"
    }
  }
}

extension TraceHTML {
  /// The HTML report's trace section: the examples (a wrong-password sign-in, a debounced
  /// search) traced on every pattern that can be driven step by step, side by side; empty
  /// when none can.
  public static func reportSection(_ patterns: [PatternDescription]) -> String {
    let traceable = patterns.filter { $0.makeWindow != nil }
    guard !traceable.isEmpty else { return "" }
    guard Tracer.isAvailable else {
      return
        "<h2>Traces</h2>\n<p class=\"note\">\(MarkupEscaper.escape(Tracer.unavailableMessage))</p>\n"
    }
    var html = "<h2>Traces: one scenario through every pattern</h2>\n"
    html += "<p>Made by <code>patterns trace</code> (see Docs/Trace.md): each arrow is a call "
    html += "found on the call stack; times are virtual.</p>\n"
    for scenario in TraceExamples.all {
      let traces = traceable.compactMap { try? Tracer.trace(scenario, on: $0) }
      html += section(title: scenario.name, traces).replacing("<h2>", with: "<h3>")
        .replacing("</h2>", with: "</h3>")
    }
    return html
  }
}
