import Foundation
import Formats
import PatternModel
import SourceAnalysis

/// `patterns compare` as HTML: one column per pattern, each role's files under a heading in
/// the role's colour, numbered lines, and spec-rule citations in comments linked to
/// Docs/AppSpec.md. Self-contained (inline CSS, no script); every text is escaped.
public enum CompareHTML {
  /// Where rule citations link and which rules exist.
  public struct SpecLinks: Sendable {
    /// The path of Docs/AppSpec.md as seen from the page: `Docs/AppSpec.md`.
    public var path: String
    /// The anchors of its headings (`login-7`); nil links every citation.
    public var anchors: Set<String>?

    /// Links to `path`, limited to `anchors` when given.
    public init(path: String = "Docs/AppSpec.md", anchors: Set<String>? = nil) {
      self.path = path
      self.anchors = anchors
    }
  }

  /// The comparison as a page of its own.
  public static func page(_ comparison: ScreenComparison, links: SpecLinks) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Patterns: the \(MarkupEscaper.escape(comparison.screen)) screen, side by side</title>
    <style>
    body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 1em; color: #222; }
    </style>
    </head>
    <body>
    \(section(comparison, links: links, heading: "h1"))
    </body>
    </html>

    """
  }

  /// The comparison as a section, with its own style, for a page or the report.
  public static func section(
    _ comparison: ScreenComparison, links: SpecLinks, heading: String = "h2"
  ) -> String {
    let colors = PatternRole.colors(roles(of: comparison))
    var html = [
      style,
      "<section class=\"compare\" id=\"compare-\(MarkupEscaper.escape(comparison.screen))\">",
      "<\(heading)>The \(MarkupEscaper.escape(comparison.screen)) screen, side by side</\(heading)>",
      "<p class=\"note\">By role: \(MarkupEscaper.escape(ScreenComparison.ruleSummary)); rule "
        + "citations link to "
        + "<a href=\"\(MarkupEscaper.escape(links.path))\">the app spec</a>.</p>",
      "<div class=\"compare-columns\" style=\"grid-template-columns: repeat("
        + "\(max(1, comparison.patterns.count)), minmax(22em, 1fr))\">",
    ]
    for entry in comparison.patterns {
      html.append("<div class=\"compare-pattern\">")
      html.append(
        "<h3>\(MarkupEscaper.escape(entry.pattern.name)) "
          + "<small>Sources/\(MarkupEscaper.escape(entry.pattern.module))/</small></h3>")
      if !entry.moduleFound {
        html.append(
          "<p class=\"note\">No Sources/\(MarkupEscaper.escape(entry.pattern.module)) folder.</p>")
      } else if entry.roles.isEmpty {
        html.append("<p class=\"note\">No file for this screen.</p>")
      }
      for roleFiles in entry.roles {
        let color = MarkupEscaper.escape(colors[roleFiles.role.folder] ?? "#a6a6a6")
        html.append("<div class=\"compare-role\" style=\"border-color: \(color)\">")
        html.append(
          "<h4 style=\"background: \(color)\">\(MarkupEscaper.escape(roleFiles.role.title))</h4>")
        for file in roleFiles.files { html.append(fileHTML(file, links: links)) }
        html.append("</div>")
      }
      html.append("</div>")
    }
    html += ["</div>", "</section>"]
    return html.joined(separator: "\n")
  }

  /// The section `patterns report --format html` ends with: the login screen side by side,
  /// and the commands that show the other screens (all of them would triple the page); the
  /// page is written to `page` (nil: in the package root), which the spec links start from.
  public static func reportSection(
    _ tree: SourceTree, _ patterns: [PatternDescription], page: URL?
  ) -> String {
    let present = patterns.filter { tree.hasModule($0.module) }
    let screen = ScreenComparison.screens[0]
    let comparison = ScreenComparison.build(screen: screen, tree: tree, patterns: present)
    let others = ScreenComparison.screens.dropFirst().map {
      "<code>patterns compare \($0) --format html -o \($0).html</code>"
    }
    return section(comparison, links: SpecLinks(tree: tree, page: page))
      + "\n<p class=\"note\">The other screens: " + others.joined(separator: ", ") + ".</p>"
  }

  /// Every role of the compared patterns, in first-seen order, for the colours.
  static func roles(of comparison: ScreenComparison) -> [PatternRole] {
    var seen: [PatternRole] = []
    for role in comparison.patterns.flatMap(\.pattern.rolesWithOther) where !seen.contains(role) {
      seen.append(role)
    }
    return seen
  }

  /// One file: its path, then its numbered lines; citations linked on lines with a comment.
  static func fileHTML(_ file: ScreenFile, links: SpecLinks) -> String {
    let lines = file.lines
    let scanned = SwiftSourceScanner.scan(file.text)
    let digits = String(lines.count).count
    let body = lines.enumerated().map { index, line in
      let number = String(index + 1)
      let padded = String(repeating: " ", count: digits - number.count) + number
      let hasComment = index < scanned.count && scanned[index].hasComment
      return "<span class=\"ln\">\(padded)</span> \(code(line, hasComment, links: links))"
    }.joined(separator: "\n")
    return "<details open><summary>\(MarkupEscaper.escape(file.pathInModule))"
      + " <small>\(lines.count) lines\(MarkupEscaper.escape(file.note))</small></summary>\n"
      + "<pre>\(body)</pre></details>"
  }

  /// A line of code, escaped; its rule citations linked when it has a comment.
  static func code(_ line: String, _ hasComment: Bool, links: SpecLinks) -> String {
    hasComment
      ? RuleCitations.linked(line, specPath: links.path, known: links.anchors)
      : MarkupEscaper.escape(line)
  }

  static let style = """
    <style>
    .compare-columns { display: grid; gap: 0.8em; overflow-x: auto; }
    .compare-pattern { min-width: 0; }
    .compare-role { border-left: 4px solid #a6a6a6; padding-left: 0.4em; margin-bottom: 0.8em; }
    .compare-role h4 { color: #fff; margin: 0 0 0.3em; padding: 0.1em 0.4em; font-size: 0.95em; }
    .compare summary { cursor: pointer; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.85em; }
    .compare pre { font: 11px/1.35 ui-monospace, Menlo, Consolas, monospace; overflow-x: auto; background: #fafafa; margin: 0.2em 0 0.6em; padding: 0.3em; }
    .compare .ln { color: #999; user-select: none; }
    .compare .note { color: #666; }
    </style>
    """
}
