import Formats
import Scenarios

/// Film strips in HTML: one scenario's strips for several patterns side by side, a row per
/// step, the failed step's cell marked; `page` makes a standalone page, `section` a part of
/// another page (`patterns run --format html` links failures to it by `anchor`).
public enum FilmStripHTML {
  /// The CSS the sections need.
  public static let style = """
    table.strip { border-collapse: collapse; margin: 0.5em 0 2em; }
    table.strip th, table.strip td { border: 1px solid #ccc; padding: 4px 8px; vertical-align: top; text-align: left; }
    table.strip pre { margin: 0; font-size: 12px; }
    table.strip td.fail { background: #fde8e8; border: 2px solid #c62828; }
    table.strip td.notrun { color: #999; }
    table.strip .why { color: #c62828; font-weight: bold; white-space: pre-wrap; }
    .passed { color: #2e7d32; } .failed { color: #c62828; }
    """

  /// A standalone page with a section per scenario (each a list of the patterns' strips).
  public static func page(title: String, _ scenarios: [[FilmStrip]]) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>\(escape(title))</title>
    <style>
    body { font-family: system-ui, sans-serif; margin: 2em; }
    \(style)
    </style>
    </head>
    <body>
    <h1>\(escape(title))</h1>
    \(scenarios.map { section($0) }.joined(separator: "\n"))
    </body>
    </html>

    """
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

  /// One scenario's strips side by side: the step in the first column, then one screen per
  /// pattern; a pattern that stopped earlier shows "not run".
  public static func section(_ strips: [FilmStrip]) -> String {
    guard let scenario = strips.first?.scenario else { return "" }
    var html = "<section id=\"\(anchor(for: scenario))\">\n"
    html += "<h2>\(escape(scenario.name))</h2>\n"
    html += "<p><code>\(escape(scenario.location.fileAndLine))</code> · "
    html += strips.map { strip in
      let verdict = strip.passed ? "passed" : "failed"
      return "\(escape(strip.pattern)) <span class=\"\(verdict)\">\(verdict)</span>"
    }.joined(separator: ", ")
    html += "</p>\n<table class=\"strip\">\n<tr><th>step</th>"
    html += strips.map { "<th>\(escape($0.pattern))</th>" }.joined() + "</tr>\n"
    let given = scenario.steps.filter(\.isSetup).map { escape($0.text) }
    html += "<tr><td>" + (["start"] + given).joined(separator: "<br>") + "</td>"
    html += strips.map { cell(screen: $0.start, why: $0.frames.isEmpty ? $0.problem : nil) }
      .joined()
    html += "</tr>\n"
    let rows = strips.map { $0.frames.count + $0.stepsNotRun.count }.max() ?? 0
    for index in 0..<rows {
      let label =
        strips.lazy.compactMap { $0.frames.indices.contains(index) ? $0.frames[index].step : nil }
        .first ?? "(not run)"
      html += "<tr><td><code>\(escape(label))</code></td>"
      for strip in strips {
        guard strip.frames.indices.contains(index) else {
          html += "<td class=\"notrun\">not run</td>"
          continue
        }
        let frame = strip.frames[index]
        html += cell(
          screen: frame.screen, why: frame.failure.map(reason), fails: frame.failure != nil)
      }
      html += "</tr>\n"
    }
    if strips.contains(where: { $0.problem != nil && !$0.frames.isEmpty }) {
      html += "<tr><td>end</td>"
      html += strips.map { "<td class=\"why\">\(escape($0.problem ?? ""))</td>" }.joined()
      html += "</tr>\n"
    }
    return html + "</table>\n</section>\n"
  }

  private static func cell(screen: String, why: String?, fails: Bool = false) -> String {
    let why = why.map { "<div class=\"why\">\(escape($0))</div>" } ?? ""
    return "<td\(fails ? " class=\"fail\"" : "")>\(why)<pre>\(escape(screen))</pre></td>"
  }

  private static func reason(_ failure: ScenarioFailure) -> String {
    if let expected = failure.expected, let seen = failure.seen {
      return "✗ expected \(expected)\n  seen \(seen)"
    }
    return "✗ " + failure.message
  }

  static func escape(_ text: String) -> String { MarkupEscaper.escape(text, inAttribute: false) }
}
