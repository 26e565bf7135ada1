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
    PageStyle.page(
      title: "Patterns: the \(comparison.screen) screen, side by side",
      body: section(comparison, links: links, heading: "h1"))
  }

  /// The comparison as a section, with its own style, for a page or the report (which
  /// gives `open: false`: each file shows its path and opens on a click).
  public static func section(
    _ comparison: ScreenComparison, links: SpecLinks, heading: String = "h2", open: Bool = true
  ) -> String {
    var html = [
      style,
      "<section class=\"compare\" id=\"compare-\(MarkupEscaper.escape(comparison.screen))\">",
      "<\(heading)>The \(MarkupEscaper.escape(comparison.screen)) screen, side by side</\(heading)>",
      "<p class=\"note\">By role: \(MarkupEscaper.escape(ScreenComparison.ruleSummary)); rule "
        + "citations link to "
        + "<a href=\"\(MarkupEscaper.escape(links.path))\">the app spec</a>.</p>",
      "<div class=\"columns compare-columns\">",
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
        html.append(roleHeading(roleFiles.role, title: roleFiles.role.title))
        for file in roleFiles.files { html.append(fileHTML(file, links: links, open: open)) }
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
    return section(
      comparison, links: SpecLinks(tree: tree, page: page), open: false)
      + "\n<p class=\"note\">Each file opens on a click. The other screens: "
      + others.joined(separator: ", ") + ".</p>"
  }

  /// A role's block opened, with its heading in the role's colour (`RolePalette`); the
  /// caller closes the `div`.
  static func roleHeading(_ role: PatternRole, title: String) -> String {
    let color = MarkupEscaper.escape(RolePalette.color(of: role))
    let text = RolePalette.textColor(on: RolePalette.color(of: role))
    return "<div class=\"compare-role\" style=\"border-color: \(color)\">\n"
      + "<h4 style=\"background: \(color); color: \(text)\">\(MarkupEscaper.escape(title))</h4>"
  }

  /// One file: its path, then its numbered lines (a long one wraps under its start); citations linked on lines with a comment.
  static func fileHTML(_ file: ScreenFile, links: SpecLinks, open: Bool = true) -> String {
    let lines = file.lines
    let scanned = SwiftSourceScanner.scan(file.text)
    let digits = String(lines.count).count
    let body = lines.enumerated().map { index, line in
      let number = String(index + 1)
      let padded = String(repeating: " ", count: digits - number.count) + number
      let hasComment = index < scanned.count && scanned[index].hasComment
      return "<span class=\"line\"><span class=\"ln\">\(padded)</span> "
        + "\(code(line, hasComment, links: links))</span>"
    }.joined()
    return "<details\(open ? " open" : "")><summary>\(MarkupEscaper.escape(file.pathInModule))"
      + " <small>\(lines.count) lines\(MarkupEscaper.escape(file.note))</small></summary>\n"
      + "<pre style=\"--ln: \(digits + 1)ch\">\(body)</pre></details>"
  }

  /// A line of code, escaped; its rule citations linked when it has a comment.
  static func code(_ line: String, _ hasComment: Bool, links: SpecLinks) -> String {
    hasComment
      ? RuleCitations.linked(line, specPath: links.path, known: links.anchors)
      : MarkupEscaper.escape(line)
  }

  /// The rules of the compare section, after `PageStyle.css` (the report and the compare
  /// pages both have it): the patterns' columns wrap into rows, code wraps in its column.
  static let styleRules = """
    .compare-role { border-left: 4px solid #a6a6a6; padding-left: 0.4em; margin-bottom: 0.8em; }
    .compare-role h4 { margin: 0 0 0.3em; padding: 0.1em 0.4em; font-size: 0.95em; }
    .compare summary { cursor: pointer; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: var(--code); overflow-wrap: anywhere; }
    .compare pre { background: #fafafa; padding: 0.3em; }
    .compare pre .line { display: block; padding-left: var(--ln); text-indent: calc(-1 * var(--ln)); min-height: 1.35em; }
    .compare .ln { color: #888; user-select: none; }
    """

  /// `styleRules` in a `<style>` element, for the section wherever it stands.
  static let style = "<style>\n\(styleRules)\n</style>"
}
