import Classroom
import PatternModel
import TextColumns

/// The change-cost tables of the report: an overview (a row per pattern, a column per
/// feature), then per feature its files and lines per pattern, its lines per role and module,
/// and its shared part, counted once.
enum ChangeCostTables {
  static let title = "Change cost of the feature exercises"

  /// Every change-cost table, in reading order; a titled note when there is no feature.
  static func all(_ section: ChangeCostReport) -> [ReportTable] {
    guard !section.cost.features.isEmpty else {
      return [
        ReportTable(
          title: title, headers: [], rows: [],
          note: "No feature exercises: the change cost measures each feature exercise's"
            + " reference solution.")
      ]
    }
    var tables = [overview(section)]
    for feature in section.cost.features {
      tables.append(summary(feature))
      if !feature.patterns.isEmpty { tables.append(byPart(feature, section)) }
      if !feature.shared.isEmpty { tables.append(shared(feature)) }
    }
    return tables
  }

  /// Lines changed per pattern (rows) and feature (columns), with the UI-free share.
  static func overview(_ section: ChangeCostReport) -> ReportTable {
    let features = section.cost.features
    var rows = [
      ["shared"] + features.map { "\($0.shared.changed)" }
    ]
    for pattern in section.patterns {
      rows.append(
        [pattern.name]
          + features.map { feature in
            guard let cost = feature.patterns.first(where: { $0.pattern == pattern.name }) else {
              return "-"
            }
            return "\(cost.files.changed) (\(ReportTables.percent(cost.uiFreeShare)))"
          })
    }
    let uiFree = section.uiFreeRoleTitles.joined(separator: ", ")
    let uiModules = UIModules.projectModules(for: section.patterns).joined(separator: ", ")
    return ReportTable(
      title: title + ": lines changed (UI-free share)",
      headers: ["Pattern"] + features.map(\.id), rows: rows,
      note: wrapped(
        """
        Each feature exercise's reference solution against the current code, lines added plus \
        removed (counted as git diff --numstat does), tests included; -: not an exercise for \
        that pattern. shared: Domain's sources and tests, and the files every pattern \
        takes from the exercise's solution/shared/, counted once per feature and in no \
        pattern's figures.
        UI-free share: of the pattern's source lines changed (tests and Domain left out), the \
        share in roles marked UI-free (\(uiFree)). Lines in other modules count in the whole, \
        never as UI-free (\(uiModules) are UI modules).
        """))
  }

  /// One feature: its shared part, then a line per pattern.
  static func summary(_ feature: FeatureChangeCost) -> ReportTable {
    let shared = feature.shared
    var rows = [
      [
        "shared", "\(shared.count)", "\(shared.lines.added)", "\(shared.lines.removed)",
        "\(shared.filter { $0.area == .tests }.changed)", "-", "-", "-",
      ]
    ]
    for cost in feature.patterns {
      rows.append(
        [
          cost.pattern, "\(cost.files.count)", "\(cost.lines.added)", "\(cost.lines.removed)",
          "\(cost.tests.changed)", "\(cost.sourceLinesChanged)", "\(cost.uiFreeLinesChanged)",
          ReportTables.percent(cost.uiFreeShare),
        ])
    }
    return ReportTable(
      title: "Change cost of \(feature.id): files and lines per pattern",
      headers: [
        "Pattern", "Files", "Added", "Removed", "Test lines", "Source lines", "UI-free lines",
        "UI-free",
      ],
      rows: rows,
      note: wrapped(
        "\(feature.id): \(feature.title). Test lines: added + removed in tests. Source lines: in"
          + " sources, Domain left out. UI-free lines: of those, in UI-free roles; UI-free:"
          + " their share."))
  }

  /// One feature's lines per role and module, a column per pattern.
  static func byPart(_ feature: FeatureChangeCost, _ section: ChangeCostReport) -> ReportTable {
    let parts = ChangePart.parts(of: feature, in: section)
    var rows = parts.map { part in
      [part.title + (part.isUIFree ? " (UI-free)" : "")]
        + feature.patterns.map { cost in
          part.applies(to: section.description(of: cost.pattern))
            ? lines(part.files(of: cost)) : "-"
        }
    }
    rows.append(["Total"] + feature.patterns.map { lines($0.files) })
    let shared = feature.shared
    return ReportTable(
      title: "Change cost of \(feature.id): lines added and removed by role and module",
      headers: ["Role or module"] + feature.patterns.map(\.pattern), rows: rows,
      note: wrapped(
        "Cells: +added -removed. Counted once, apart (shared): "
          + (shared.isEmpty
            ? "nothing." : "+\(shared.lines.added) -\(shared.lines.removed) in \(files(shared)).")
          + " -: the pattern has no such role folder."))
  }

  /// One feature's shared part, file by file.
  static func shared(_ feature: FeatureChangeCost) -> ReportTable {
    ReportTable(
      title: "Change cost of \(feature.id) counted once (shared)",
      headers: ["File", "Added", "Removed"],
      rows: feature.shared.map { ["\($0.path)", "\($0.lines.added)", "\($0.lines.removed)"] })
  }

  /// `text` with each paragraph (line) wrapped at spaces to at most `width` columns.
  static func wrapped(_ text: String, width: Int = 96) -> String {
    TextLayout.wrapped(text, to: width).joined(separator: "\n")
  }

  /// `+A -R`, or `0` for no change.
  static func lines(_ files: [FileChange]) -> String {
    let count = files.lines
    return count == .zero ? "0" : "+\(count.added) -\(count.removed)"
  }

  static func files(_ files: [FileChange]) -> String {
    files.count == 1 ? "1 file" : "\(files.count) files"
  }
}
