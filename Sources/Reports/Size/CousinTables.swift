/// The report's tables that set a pattern beside its cousin (`PatternDescription.cousin`):
/// per pair, the two patterns' size, share importing no UI module, unit tests and change cost, then what the
/// newer framework changes about the argument between them.
enum CousinTables {
  /// A table per pattern whose cousin is in the report, in report order.
  static func all(_ report: ComparisonReport) -> [ReportTable] {
    report.patterns.compactMap { entry in
      guard let cousin = entry.pattern.cousin,
        let older = report.patterns.first(where: { $0.pattern.name == cousin.name })
      else { return nil }
      return table(older, entry, argument: cousin.argument, report)
    }
  }

  /// `older` then `newer`, one row each.
  static func table(
    _ older: PatternReport, _ newer: PatternReport, argument: String, _ report: ComparisonReport
  ) -> ReportTable {
    let features = report.changeCost?.cost.features ?? []
    func row(_ entry: PatternReport) -> [String] {
      let tests = entry.unitTests
      return [
        entry.pattern.name, "\(entry.module.codeLines)", ReportTables.percent(entry.noUIImportShare),
        tests.map { "\($0.all)" } ?? "-", tests.map { "\($0.uiFree)" } ?? "-",
      ]
        + features.map { feature in
          guard let cost = feature.patterns.first(where: { $0.pattern == entry.pattern.name })
          else { return "-" }
          return "\(cost.files.changed) (\(ReportTables.percent(cost.uiFreeShare)))"
        }
    }
    return ReportTable(
      title: "\(newer.pattern.name) beside \(older.pattern.name)",
      headers: ["Pattern", "Code lines", "No UI import", "Unit tests", "No-UI-import tests"]
        + features.map { "\($0.id) (UI-free)" },
      rows: [row(older), row(newer)],
      note: ChangeCostTables.wrapped(
        argument + " (Code lines and No UI import: as in the size table; unit tests: the "
          + "`@Test`s of the pattern's test target, and those in files that import no UI "
          + "module; the features: lines changed by each feature exercise, and the share in "
          + "UI-free roles, as in the change cost.)"))
  }
}
