import PatternModel

/// The report's tables, shared by the text, Markdown and HTML renderings.
public enum ReportTables {
  /// Every table, in reading order.
  /// The tables a first look needs: size, roles, coverage when measured, and the change
  /// cost's overview (what `patterns report` prints without `--full`).
  public static func summary(_ report: ComparisonReport) -> [ReportTable] {
    var tables = [size(report), roles(report)]
    if report.hasCoverage { tables.append(coverage(report)) }
    if let changeCost = report.changeCost { tables += ChangeCostTables.all(changeCost).prefix(1) }
    return tables
  }

  /// Every table, in order: the summary's, then the details.
  public static func all(_ report: ComparisonReport) -> [ReportTable] {
    var tables = summary(report) + CousinTables.all(report)
    if let changeCost = report.changeCost { tables += ChangeCostTables.all(changeCost).dropFirst() }
    tables.append(roleDetail(report))
    if !report.shared.isEmpty { tables.append(shared(report)) }
    tables += report.patterns.map(files)
    return tables
  }

  /// Size per pattern.
  public static func size(_ report: ComparisonReport) -> ReportTable {
    ReportTable(
      title: "Code size per pattern",
      headers: [
        "Pattern", "Files", "Code lines", "Comment lines", "Types", "No-UI-import lines",
        "No UI import",
      ],
      rows: report.patterns.map { entry in
        [
          entry.pattern.name, "\(entry.module.files.count)", "\(entry.module.codeLines)",
          "\(entry.module.commentLines)", "\(entry.module.types)", "\(entry.noUIImportCodeLines)",
          percent(entry.noUIImportShare),
        ]
      },
      note: "No UI import: code lines in files importing no UI module ("
        + UIModules.projectModules(for: report.patterns.map(\.pattern))
        .joined(separator: ", ") + ").\n"
        + "Unlike it, UI-free names roles: those a description marks as not knowing the UI.")
  }

  /// Code lines per role and pattern: a row per role, a column per pattern, so the table
  /// stays narrow however many patterns define roles of their own.
  public static func roles(_ report: ComparisonReport) -> ReportTable {
    ReportTable(
      title: "Code lines per role",
      headers: ["Role"] + report.patterns.map(\.pattern.name),
      rows: report.roles.map { role in
        [role.title]
          + report.patterns.map { entry in
            entry.pattern.rolesWithOther.contains { $0.folder == role.folder }
              ? "\(entry.codeLines(in: role))" : "-"
          }
      },
      note: "-: the pattern has no such role folder.")
  }

  /// Line coverage of the two runs and the share the unit tests importing no UI module reach.
  public static func coverage(_ report: ComparisonReport) -> ReportTable {
    ReportTable(
      title: "Line coverage per pattern",
      headers: ["Pattern", "(a) Scenarios", "(b) Unit tests", "(c) Tests importing no UI module"],
      rows: report.patterns.map { entry in
        [
          entry.pattern.name, percent(entry.coverage?.scenarios.percent),
          percent(entry.coverage?.unitTests.percent),
          percent(entry.coverage?.uiFreeByUnitTests.percent),
        ]
      },
      note: "(a) the shared scenario suite alone; (b) the pattern's own unit tests alone.\n"
        + "(c) the unit tests whose files import no UI module, alone: the lines they cover, "
        + "over all.")
  }

  /// Files, code and (when measured) coverage per pattern and role.
  public static func roleDetail(_ report: ComparisonReport) -> ReportTable {
    var headers = ["Pattern", "Role", "Files", "Code lines", "Comment lines", "Types"]
    if report.hasCoverage { headers += ["(a) Scenarios", "(b) Unit tests"] }
    var rows: [[String]] = []
    for entry in report.patterns {
      for role in entry.pattern.rolesWithOther {
        let files = entry.files(in: role)
        guard !files.isEmpty else { continue }
        var row = [
          entry.pattern.name, role.title, "\(files.count)",
          "\(files.map(\.codeLines).reduce(0, +))", "\(files.map(\.commentLines).reduce(0, +))",
          "\(files.map(\.types).reduce(0, +))",
        ]
        if report.hasCoverage {
          let measured = entry.coverage?.roles[role.folder]
          row += [percent(measured?.scenarios.percent), percent(measured?.unitTests.percent)]
        }
        rows.append(row)
      }
    }
    return ReportTable(
      title: "Roles", headers: headers, numeric: headers.indices.map { $0 > 1 }, rows: rows)
  }

  /// The shared modules, once.
  public static func shared(_ report: ComparisonReport) -> ReportTable {
    ReportTable(
      title: "Shared modules",
      headers: ["Module", "Files", "Code lines", "Comment lines", "Types"],
      rows: report.shared.map { module in
        [
          module.module, "\(module.files.count)", "\(module.codeLines)", "\(module.commentLines)",
          "\(module.types)",
        ]
      })
  }

  /// One pattern's files.
  public static func files(_ entry: PatternReport) -> ReportTable {
    let prefix = "Sources/\(entry.pattern.module)/"
    var headers = ["File", "Role", "Code", "Comment", "Types", "Imports UI"]
    if entry.coverage != nil { headers += ["(a)", "(b)"] }
    let rows = entry.module.files.map { file in
      var row = [
        file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path,
        file.role.title, "\(file.codeLines)", "\(file.commentLines)", "\(file.types)",
        file.importsNoUIModule ? "no" : "yes",
      ]
      if let coverage = entry.coverage {
        let measured = coverage.files[file.path]
        row += [percent(measured?.scenarios.percent), percent(measured?.unitTests.percent)]
      }
      return row
    }
    return ReportTable(
      title: "\(entry.pattern.module) files (\(prefix))", headers: headers,
      numeric: headers.indices.map { $0 > 1 && $0 != 5 }, rows: rows)
  }

  /// A percentage with one decimal (`87.5%`), or `n/a` when there is nothing to measure.
  public static func percent(_ value: Double?) -> String {
    guard let value else { return "n/a" }
    return oneDecimal(value) + "%"
  }

  /// `value` rounded to one decimal, always with the decimal (`87.0`).
  public static func oneDecimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
