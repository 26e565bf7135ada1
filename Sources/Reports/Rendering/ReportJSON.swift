import Formats

/// The report as JSON, in the shape Docs/Report.md documents.
public enum ReportJSON {
  /// The whole report.
  public static func value(_ report: ComparisonReport) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("patterns", .array(report.patterns.map(pattern))),
      ("shared", .array(report.shared.map(module))),
    ]
    if let changeCost = report.changeCost {
      members.append(("changeCost", ChangeCostJSON.value(changeCost)))
    }
    return .object(members)
  }

  /// Rendered, with a trailing newline.
  public static func render(_ report: ComparisonReport) -> String {
    value(report).rendered() + "\n"
  }

  static func pattern(_ entry: PatternReport) -> JSONValue {
    let roles: [(String, JSONValue)] = entry.pattern.rolesWithOther.map { role in
      let files = entry.files(in: role)
      var members: [(String, JSONValue)] = [
        ("codeLines", .int(files.map(\.codeLines).reduce(0, +))),
        ("commentLines", .int(files.map(\.commentLines).reduce(0, +))),
        ("types", .int(files.map(\.types).reduce(0, +))),
        ("files", .int(files.count)),
      ]
      if let coverage = entry.coverage {
        let measured = coverage.roles[role.folder] ?? RoleCoverage()
        members.append(("coverage", pair(measured)))
      }
      return (role.folder, .object(members))
    }
    return .object([
      ("name", .string(entry.pattern.name)),
      ("module", .string(entry.pattern.module)),
      ("files", .int(entry.module.files.count)),
      ("codeLines", .int(entry.module.codeLines)),
      ("commentLines", .int(entry.module.commentLines)),
      ("types", .int(entry.module.types)),
      ("uiFreeCodeLines", .int(entry.noUIImportCodeLines)),
      ("roles", .object(roles)),
      ("coverage", entry.coverage.map(coverage) ?? .null),
      ("fileDetails", .array(entry.module.files.map { file(file: $0, coverage: entry.coverage) })),
    ])
  }

  static func coverage(_ coverage: PatternCoverage) -> JSONValue {
    .object([
      ("scenarios", percent(coverage.scenarios)),
      ("unitTests", percent(coverage.unitTests)),
      ("uiFreeByUnitTests", percent(coverage.uiFreeByUnitTests)),
      (
        "lines",
        .object([
          ("instrumented", .int(coverage.unitTests.instrumented)),
          ("coveredByScenarios", .int(coverage.scenarios.covered)),
          ("coveredByUnitTests", .int(coverage.unitTests.covered)),
          ("uiFreeCoveredByUnitTests", .int(coverage.uiFreeByUnitTests.covered)),
        ])
      ),
    ])
  }

  static func pair(_ coverage: RoleCoverage) -> JSONValue {
    .object([
      ("scenarios", percent(coverage.scenarios)),
      ("unitTests", percent(coverage.unitTests)),
      ("instrumentedLines", .int(coverage.unitTests.instrumented)),
    ])
  }

  static func file(file: FileReport, coverage: PatternCoverage?) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("path", .string(file.path)),
      ("role", .string(file.role.folder)),
      ("codeLines", .int(file.codeLines)),
      ("commentLines", .int(file.commentLines)),
      ("types", .int(file.types)),
      ("uiFree", .bool(file.importsNoUIModule)),
      ("imports", .array(file.imports.map { .string($0) })),
    ]
    if let coverage {
      members.append(("coverage", pair(coverage.files[file.path] ?? RoleCoverage())))
    }
    return .object(members)
  }

  static func module(_ module: ModuleReport) -> JSONValue {
    .object([
      ("module", .string(module.module)),
      ("files", .int(module.files.count)),
      ("codeLines", .int(module.codeLines)),
      ("commentLines", .int(module.commentLines)),
      ("types", .int(module.types)),
    ])
  }

  /// A percentage (two decimals at most), or null when nothing is instrumented.
  static func percent(_ coverage: LineCoverage) -> JSONValue {
    coverage.percent.map { .double($0) } ?? .null
  }
}
