import Formats
import PatternModel

/// Traces as HTML pages with the project's own SVG sequence diagrams (no scripts): a column
/// per lane with its role's colour, an arrow per call, a band per step, notes for timers.
/// Several traces of one scenario stand side by side.
public enum TraceHTML {
  static let laneWidth = 168
  static let rowHeight = 20
  static let headerHeight = 46

  /// A whole page for `traces` (usually one scenario on one pattern, or on every pattern).
  public static func page(_ traces: [Trace]) -> String {
    let scenario = traces.first?.scenario ?? "trace"
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Trace: \(MarkupEscaper.escape(scenario, inAttribute: false))</title>
      <style>
      body { font: 14px system-ui, sans-serif; margin: 1.5em; color: #222; }
      </style>
      </head>
      <body>
      \(section(title: "Trace: " + scenario, traces))
      </body>
      </html>

      """
  }

  /// A titled block with `traces` side by side (scrolling sideways when wide), for a page or
  /// for the report's trace section.
  public static func section(title: String, _ traces: [Trace]) -> String {
    var html = "<h2>\(MarkupEscaper.escape(title, inAttribute: false))</h2>\n"
    html += "<div style=\"display:flex;gap:24px;overflow-x:auto;align-items:flex-start\">\n"
    for trace in traces {
      html += "<figure style=\"margin:0\">\n"
      html += "<figcaption style=\"font-weight:bold;margin-bottom:4px\">"
      html += MarkupEscaper.escape(trace.pattern, inAttribute: false) + "</figcaption>\n"
      html += svg(trace) + "\n</figure>\n"
    }
    return html + "</div>\n"
  }

  /// One trace as an SVG sequence diagram.
  public static func svg(_ trace: Trace) -> String {
    let index = Dictionary(
      trace.lanes.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a }
    )
    func x(_ lane: String) -> Int { 10 + (index[lane] ?? 0) * laneWidth + laneWidth / 2 }
    let width = 20 + max(trace.lanes.count, 1) * laneWidth
    var body: [String] = []
    var y = headerHeight + 10
    for step in trace.steps {
      y += rowHeight
      let failed = step.failure.map { " (failed: \($0))" } ?? ""
      body.append(
        "<rect x=\"4\" y=\"\(y - 15)\" width=\"\(width - 8)\" height=\"20\" fill=\"\(step.isAction ? "#eef2f7" : "#f7f7f0")\"/>"
      )
      body.append(
        text(
          clipped(step.text + failed, 30 + (width / 7)), x: 10, y: y,
          attributes: "font-weight=\"bold\"" + (failed.isEmpty ? "" : " fill=\"#b00020\"")))
      for message in step.messages {
        y += rowHeight
        let time = message.time.map { "[\($0.traceMilliseconds)] " } ?? ""
        let label = time + message.label
        if message.isNote {
          let center = x(message.from)
          body.append(
            "<rect x=\"\(center - laneWidth / 2 + 6)\" y=\"\(y - 14)\" width=\"\(laneWidth - 12)\" height=\"18\" rx=\"4\" fill=\"#fff5cc\" stroke=\"#c9a400\"/>"
          )
          body.append(
            text(
              clipped(label, laneWidth / 7), x: center, y: y,
              attributes: "text-anchor=\"middle\"", full: label))
          continue
        }
        let from = x(message.from)
        let to = x(message.to)
        body.append(
          "<line x1=\"\(from)\" y1=\"\(y + 3)\" x2=\"\(to)\" y2=\"\(y + 3)\" stroke=\"#333\" marker-end=\"url(#arrow)\"/>"
        )
        let room = max(abs(to - from), laneWidth) / 6 + 8
        body.append(
          text(clipped(label, room), x: min(from, to) + (to < from ? 12 : 4), y: y, full: label))
      }
    }
    let height = y + 16
    var head: [String] = []
    for (offset, lane) in trace.lanes.enumerated() {
      let left = 10 + offset * laneWidth
      let center = left + laneWidth / 2
      let fill = lane.color ?? defaultColor(lane.kind)
      head.append(
        "<line x1=\"\(center)\" y1=\"\(headerHeight)\" x2=\"\(center)\" y2=\"\(height - 4)\" stroke=\"#bbb\" stroke-dasharray=\"4 3\"/>"
      )
      head.append(
        "<rect x=\"\(left + 6)\" y=\"4\" width=\"\(laneWidth - 12)\" height=\"\(headerHeight - 8)\" rx=\"6\" fill=\"\(fill)\" fill-opacity=\"0.18\" stroke=\"\(fill)\"/>"
      )
      head.append(
        text(
          clipped(lane.name, laneWidth / 7), x: center, y: 22,
          attributes: "text-anchor=\"middle\" font-weight=\"bold\""))
      head.append(
        text(
          clipped(lane.role ?? kindTitle(lane.kind), laneWidth / 7), x: center, y: 36,
          attributes: "text-anchor=\"middle\" fill=\"#555\""))
    }
    let title = MarkupEscaper.escape("\(trace.pattern): \(trace.scenario)", inAttribute: false)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="system-ui, sans-serif" font-size="11" \
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

  private static func clipped(_ text: String, _ count: Int) -> String {
    text.count <= count ? text : String(text.prefix(max(count - 1, 1))) + "…"
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

  private static func defaultColor(_ kind: TraceLane.Kind) -> String {
    switch kind {
    case .user: "#444444"
    case .widgets: "#7f7f7f"
    case .pattern: "#a6a6a6"
    case .streams: "#e7298a"
    case .domain: "#1f78b4"
    case .scheduler: "#b8860b"
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
