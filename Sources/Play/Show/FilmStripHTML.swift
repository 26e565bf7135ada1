import Runner
import Formats
import Scenarios

/// Film strips in HTML: one scenario's strips for several patterns, a block per step with
/// the patterns' screens side by side while they fit (then in rows), the patterns whose screen
/// reads the same at that step sharing one, the failed step's screen marked; `page` makes a
/// standalone page, `section` a part of another page (`patterns run --format html` links
/// failures to it by `anchor`).
public enum FilmStripHTML {
  /// The CSS the sections need, after `PageStyle.css`.
  public static let style = """
    .strip .step { border-top: 1px solid #ddd; padding: 0.4em 0 0.6em; }
    .strip .step > h3 { font-size: 1em; margin: 0 0 0.3em; }
    .strip .screen { border: 1px solid #ccc; padding: 4px 8px; }
    .strip .screen > .who { font-weight: bold; margin-bottom: 0.2em; }
    .strip .screen pre { margin: 0; }
    .strip .fail { background: #fde8e8; border: 2px solid #c62828; }
    .strip .notrun { color: #777; }
    .strip .why { color: #c62828; font-weight: bold; white-space: pre-wrap; }
    .passed { color: #2e7d32; } .failed { color: #c62828; }
    """

  /// A standalone page with a section per scenario (each a list of the patterns' strips).
  public static func page(title: String, _ scenarios: [[FilmStrip]]) -> String {
    PageStyle.page(
      title: title, style: style,
      body: "<h1>\(escape(title))</h1>\n"
        + scenarios.map { section($0) }.joined(separator: "\n"))
  }

  /// The anchor a scenario's strips stand under: `strip-` then its file and name, reduced
  /// to letters, digits and dashes.
  public static func anchor(for scenario: Scenario) -> String {
    let raw = "\(scenario.location.file)-\(scenario.name)".lowercased()
    var slug = ""
    for character in raw {
      if character.isASCII, character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.hasSuffix("-") {
        slug.append("-")
      }
    }
    return "strip-" + slug + "-\(scenario.location.line)"
  }

  /// One scenario's strips: the start, then a block per step, each with one screen per
  /// pattern (patterns whose screen reads the same share one); a pattern that stopped earlier
  /// shows "not run".
  public static func section(_ strips: [FilmStrip]) -> String {
    guard let scenario = strips.first?.scenario else { return "" }
    var html = "<section id=\"\(anchor(for: scenario))\" class=\"strip\">\n"
    html += "<h2>\(escape(scenario.name))</h2>\n"
    html += "<p><code>\(escape(scenario.location.fileAndLine))</code> · "
    html += strips.map { strip in
      let verdict = strip.passed ? "passed" : "failed"
      return "\(escape(strip.pattern)) <span class=\"\(verdict)\">\(verdict)</span>"
    }.joined(separator: ", ")
    html += "</p>\n"
    let given = scenario.steps.filter(\.isSetup).map { escape($0.text) }
    html += step(
      (["start"] + given).joined(separator: "<br>"),
      strips.map { ($0.pattern, cell(screen: $0.start, why: $0.frames.isEmpty ? $0.problem : nil)) }
    )
    let rows = strips.map { $0.frames.count + $0.stepsNotRun.count }.max() ?? 0
    for index in 0..<rows {
      let label =
        strips.lazy.compactMap { $0.frames.indices.contains(index) ? $0.frames[index].step : nil }
        .first ?? "(not run)"
      html += step(
        "<code>\(escape(label))</code>",
        strips.map { strip in
          guard strip.frames.indices.contains(index) else {
            return (strip.pattern, Cell(kind: "notrun", content: "not run"))
          }
          let frame = strip.frames[index]
          return (
            strip.pattern,
            cell(screen: frame.screen, why: frame.failure.map(reason), fails: frame.failure != nil)
          )
        })
    }
    if strips.contains(where: { $0.problem != nil && !$0.frames.isEmpty }) {
      html += step(
        "end",
        strips.map {
          ($0.pattern, Cell(kind: "why", content: escape($0.problem ?? "")))
        })
    }
    return html + "</section>\n"
  }

  /// What one pattern shows at one step: a class and its HTML.
  struct Cell: Hashable {
    var kind: String
    var content: String
  }

  /// A step's block: its label, then a screen per group of patterns that show the same.
  private static func step(_ label: String, _ cells: [(pattern: String, cell: Cell)]) -> String {
    var html = "<div class=\"step\">\n<h3>\(label)</h3>\n<div class=\"columns\">\n"
    for group in cells.groupedInOrder(by: \.cell) {
      let cell = group[0].cell
      let who = group.map { escape($0.pattern) }.joined(separator: ", ")
      html += "<div class=\"screen \(cell.kind)\"><div class=\"who\">\(who)</div>"
      html += cell.content + "</div>\n"
    }
    return html + "</div>\n</div>\n"
  }

  private static func cell(screen: String, why: String?, fails: Bool = false) -> Cell {
    let why = why.map { "<div class=\"why\">\(escape($0))</div>" } ?? ""
    return Cell(kind: fails ? "fail" : "shown", content: "\(why)<pre>\(escape(screen))</pre>")
  }

  private static func reason(_ failure: ScenarioFailure) -> String {
    if let expected = failure.expected, let seen = failure.seen {
      return "✗ expected \(expected)\n  seen \(seen)"
    }
    return "✗ " + failure.message
  }

  static func escape(_ text: String) -> String { MarkupEscaper.escape(text, inAttribute: false) }
}
