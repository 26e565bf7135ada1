import Formats
import PatternModel
import SourceAnalysis

/// `patterns compare SCREEN A B --format html`: the lines in which two patterns differ, one
/// table per pair of files, the two sides in columns, row by row, under role headings in the
/// role's colour; rule citations linked to Docs/AppSpec.md. Self-contained, every text escaped.
public enum CompareDiffHTML {
  /// The difference as a page of its own.
  public static func page(_ difference: ScreenDifference, links: CompareHTML.SpecLinks) -> String {
    let title =
      "the \(difference.screen) screen, \(difference.left.pattern.name) against "
      + difference.right.pattern.name
    return PageStyle.page(
      title: "Patterns: " + title, style: CompareHTML.styleRules + "\n" + style,
      body: """
        <section class="compare">
        <h1>\(MarkupEscaper.escape(title.prefix(1).uppercased() + title.dropFirst()))</h1>
        \(body(difference, links: links))
        </section>
        """)
  }

  /// The summary, then each role's pairs.
  static func body(_ difference: ScreenDifference, links: CompareHTML.SpecLinks) -> String {
    var html = [
      "<p class=\"note\">Only the lines that differ, aligned by role. "
        + MarkupEscaper.escape(
          "\(CompareDiffText.summary(difference.left)); "
            + "\(CompareDiffText.summary(difference.right)). \(CompareDiffText.totals(difference))."
        )
        + "</p>"
    ]
    for section in difference.sections {
      let role = section.leftRole ?? section.rightRole ?? .other
      html.append(
        CompareHTML.roleHeading(role, title: CompareDiffText.title(section, difference)))
      for pair in section.pairs { html.append(pairHTML(pair, difference, links: links)) }
      html.append("</div>")
    }
    return html.joined(separator: "\n")
  }

  /// One pair: its heading, then a table of its hunks, the two sides in columns (one when
  /// only one side has the file).
  static func pairHTML(
    _ pair: ScreenDifference.FilePair, _ difference: ScreenDifference,
    links: CompareHTML.SpecLinks
  ) -> String {
    let leftComments = pair.left.map { SwiftSourceScanner.scan($0.text).map(\.hasComment) } ?? []
    let rightComments = pair.right.map { SwiftSourceScanner.scan($0.text).map(\.hasComment) } ?? []
    func cell(_ lines: [String], _ start: Int, _ row: Int, _ comments: [Bool]) -> String {
      guard row < lines.count else { return "<td></td>" }
      let number = start + row
      let hasComment = number - 1 < comments.count && comments[number - 1]
      return "<td><span class=\"ln\">\(number)</span> "
        + "\(CompareHTML.code(lines[row], hasComment, links: links))</td>"
    }
    // A file only one side has takes the whole width: no empty column beside it.
    let showsLeft = pair.left != nil || pair.right == nil
    let showsRight = pair.right != nil || pair.left == nil
    var rows = [
      "<tr>"
        + (showsLeft ? "<th>\(MarkupEscaper.escape(difference.left.pattern.name))</th>" : "")
        + (showsRight ? "<th>\(MarkupEscaper.escape(difference.right.pattern.name))</th>" : "")
        + "</tr>"
    ]
    for hunk in pair.alignment.hunks {
      if pair.left != nil, pair.right != nil {
        let at = CompareDiffText.hunkLine(
          hunk, difference.left.pattern.name, difference.right.pattern.name)
        rows.append("<tr class=\"hunk\"><td colspan=\"2\">\(MarkupEscaper.escape(at))</td></tr>")
      }
      for row in 0..<max(hunk.left.count, hunk.right.count) {
        rows.append(
          "<tr>" + (showsLeft ? cell(hunk.left, hunk.leftStart, row, leftComments) : "")
            + (showsRight ? cell(hunk.right, hunk.rightStart, row, rightComments) : "") + "</tr>")
      }
    }
    return "<details open><summary>"
      + MarkupEscaper.escape(CompareDiffText.heading(pair, difference))
      + "</summary>\n<table class=\"diff\">\n" + rows.joined(separator: "\n")
      + "\n</table></details>"
  }

  /// The diff tables' rules: two columns of code that wrap in their halves.
  static let style = """
    .compare table.diff { border-collapse: collapse; width: 100%; table-layout: fixed; margin: 0.2em 0 0.6em; }
    .compare table.diff th { text-align: left; font-size: 0.85em; color: #555; }
    .compare table.diff td { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: var(--code); line-height: 1.35; white-space: pre-wrap; overflow-wrap: anywhere; vertical-align: top; background: #fafafa; padding: 0 0.3em; border-right: 1px solid #ddd; }
    .compare table.diff tr.hunk td { background: #eef; color: #558; }
    """
}
