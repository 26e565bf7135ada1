import Classroom
import Formats
import Grading

/// `patterns grade --format html`: one page with one table, best score first, sortable by
/// clicking a header (a few lines of inline script; a second click reverses), each row's
/// failures explained in a fold. Every text is escaped with `MarkupEscaper`.
public enum GradeHTML {
  /// The report as an HTML page.
  public static func render(_ report: GradeReport) -> String {
    let e = { MarkupEscaper.escape($0) }
    let title =
      "Grades: \(report.exercise) for \(report.pattern)"
      + (report.shard.map { " (shard \($0))" } ?? "")
    var headers = ["Rank", "Name", "Outcome", "Task", "Regressions", "Lint"]
    if report.hasMutants { headers.append("Mutants killed") }
    headers += ["Lines changed", "Score", "Time (s)", "Failures and files"]
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(e(title))</title>
      <style>
      body { font-family: system-ui, sans-serif; margin: 2em; }
      table { border-collapse: collapse; }
      th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: left; vertical-align: top; }
      th { cursor: pointer; background: #f4f4f4; user-select: none; }
      th[data-order="asc"]::after { content: " ▲"; }
      th[data-order="desc"]::after { content: " ▼"; }
      td.num { text-align: right; }
      .fail { color: #b00020; font-weight: bold; }
      pre { margin: 4px 0; white-space: pre-wrap; }
      </style>
      </head>
      <body>
      <h1>\(e(title))</h1>
      <p>\(report.rows.count) submissions, at most \(report.timeLimitSeconds) s each. \
      Click a header to sort.</p>
      <p>Sandbox: \(e(report.isolation.isEmpty ? "not stated" : report.isolation))</p>
      <table>
      <thead><tr>
      """
    html += headers.map { "<th>\(e($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
    for (index, row) in report.rows.enumerated() {
      var cells = [
        cell("\(index + 1)", sort: "\(index + 1)", numeric: true), cell(e(row.name)),
        cell(
          row.outcome == .passes
            ? "passes" : "<span class=\"fail\">\(e(row.outcome.rawValue))</span>"),
        cell(
          row.taskItems.total == 0 ? "-" : "\(row.taskItems.passed) of \(row.taskItems.total)",
          sort: "\(row.taskItems.passed)", numeric: true),
        cell(
          e(row.result(GradeRow.regressionCheck)?.cell ?? "-"),
          sort: "\(row.result(GradeRow.regressionCheck)?.passed ?? -1)", numeric: true),
        cell(word(row.verdict(GradeRow.lintCheck))),
      ]
      if report.hasMutants {
        cells.append(
          row.report.mutants.map {
            cell("\($0.killed) of \($0.total)", sort: "\($0.percent)", numeric: true)
          } ?? cell("-", sort: "-1"))
      }
      cells += [
        cell(
          "+\(row.lines.added) −\(row.lines.removed)",
          sort: "\(row.lines.added + row.lines.removed)", numeric: true),
        cell("\(row.score)", sort: "\(row.score)", numeric: true),
        cell(JSONValue.number(row.seconds), sort: JSONValue.number(row.seconds), numeric: true),
        cell(explanation(row), sort: "\(row.failures.count)"),
      ]
      html += "<tr>" + cells.joined() + "</tr>\n"
    }
    html +=
      "</tbody>\n</table>\n" + similarSection(report.similar) + """
        <script>
        document.querySelectorAll("th").forEach((th, column) => th.addEventListener("click", () => {
          const body = th.closest("table").tBodies[0];
          const ascending = th.dataset.order !== "asc";
          th.parentElement.querySelectorAll("th").forEach(h => delete h.dataset.order);
          th.dataset.order = ascending ? "asc" : "desc";
          const key = row => row.cells[column].dataset.sort ?? row.cells[column].textContent;
          const rows = Array.from(body.rows).sort((a, b) => {
            const x = key(a), y = key(b), nx = parseFloat(x), ny = parseFloat(y);
            const order = !isNaN(nx) && !isNaN(ny) ? nx - ny : x.localeCompare(y);
            return ascending ? order : -order;
          });
          rows.forEach(row => body.appendChild(row));
        }));
        </script>
        </body>
        </html>

        """
    return html
  }

  /// The pairs of nearly identical work, or nothing when there are none.
  private static func similarSection(_ pairs: [SimilarPair]) -> String {
    guard !pairs.isEmpty else { return "" }
    let e = { MarkupEscaper.escape($0) }
    return "<h2>Similar work</h2>\n<p>The same added lines, or nearly: check them by hand.</p>\n"
      + "<table class=\"similar\">\n<thead><tr><th>Submission</th><th>Like</th><th>Equal lines</th>"
      + "</tr></thead>\n<tbody>\n"
      + pairs.map {
        "<tr><td>\(e($0.first))</td><td>\(e($0.second))</td>"
          + "<td class=\"num\">\($0.percent) of \($0.lines)</td></tr>\n"
      }.joined() + "</tbody>\n</table>\n"
  }

  /// A cell of already escaped HTML, with its sort key.
  private static func cell(_ html: String, sort: String? = nil, numeric: Bool = false) -> String {
    let attributes =
      (numeric ? " class=\"num\"" : "")
      + (sort.map { " data-sort=\"\(MarkupEscaper.escape($0))\"" } ?? "")
    return "<td\(attributes)>\(html)</td>"
  }

  private static func word(_ verdict: CheckReport.Verdict?) -> String {
    switch verdict {
    case nil: "-"
    case .failed?: "<span class=\"fail\">FAIL</span>"
    case let verdict?: verdict.word
    }
  }

  /// The failures, each with why, and the refused and ignored paths, in a fold.
  private static func explanation(_ row: GradeRow) -> String {
    var parts: [String] = []
    switch row.report.status {
    case .checked: break
    case .noWork: parts.append("<p>No work: no file differs from the starting point.</p>")
    case .refused(let findings):
      parts.append(
        "<p><span class=\"fail\">Refused</span>: it calls what graded code may not.</p>"
          + "<pre>\(MarkupEscaper.escape(findings.joined(separator: "\n"), inAttribute: false))</pre>"
      )
    case .notGraded(let why):
      parts.append("<p>Not graded (grading failed, not the work): \(MarkupEscaper.escape(why))</p>")
    }
    for (name, why) in row.failures {
      parts.append(
        "<p><span class=\"fail\">FAIL</span> \(MarkupEscaper.escape(name))</p>"
          + "<pre>\(MarkupEscaper.escape(why.joined(separator: "\n"), inAttribute: false))</pre>")
    }
    for (label, paths) in [
      ("Refused", row.files.refused), ("Ignored", row.files.ignored),
      ("Kept as the grader's (graded tests)", row.pristine),
    ]
    where !paths.isEmpty {
      parts.append(
        "<p>\(label): \(MarkupEscaper.escape(paths.joined(separator: ", ")))</p>")
    }
    guard !parts.isEmpty else { return "" }
    let summary = [
      row.report.status == .checked ? nil : row.outcome.rawValue,
      row.failures.isEmpty ? nil : "\(row.failures.count) failed",
      row.files.refused.isEmpty ? nil : "\(row.files.refused.count) refused",
      row.files.ignored.isEmpty ? nil : "\(row.files.ignored.count) ignored",
    ].compactMap { $0 }.joined(separator: ", ")
    return "<details><summary>\(summary)</summary>\(parts.joined())</details>"
  }
}
