import Classroom

/// The change-cost tables of the report: one line per feature and pattern, the lines per role
/// and module of each feature, and the shared part counted once.
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
    var tables = [summary(section)]
    tables += section.cost.features.filter { !$0.patterns.isEmpty }.map { byPart($0, section) }
    if section.cost.features.contains(where: { !$0.shared.isEmpty }) {
      tables.append(shared(section))
    }
    return tables
  }

  /// A line per feature and pattern, after the feature's shared part.
  static func summary(_ section: ChangeCostReport) -> ReportTable {
    var rows: [[String]] = []
    for feature in section.cost.features {
      let shared = feature.shared
      rows.append(
        [
          feature.id, "shared", "\(shared.count)", "\(shared.lines.added)",
          "\(shared.lines.removed)", "\(shared.filter { $0.area == .tests }.changed)", "-", "-",
          "-",
        ])
      for cost in feature.patterns {
        rows.append(
          [
            feature.id, cost.pattern, "\(cost.files.count)", "\(cost.lines.added)",
            "\(cost.lines.removed)", "\(cost.tests.changed)", "\(cost.sourceLinesChanged)",
            "\(cost.uiFreeLinesChanged)", ReportTables.percent(cost.uiFreeShare),
          ])
      }
    }
    let uiFree = section.uiFreeRoleTitles.joined(separator: ", ")
    return ReportTable(
      title: title,
      headers: [
        "Feature", "Pattern", "Files", "Added", "Removed", "Test lines", "Source lines",
        "UI-free lines", "UI-free",
      ],
      numeric: [false, false] + Array(repeating: true, count: 7), rows: rows,
      note: wrapped(
        """
        Each reference solution against the current code: files touched, lines added and \
        removed (counted as git diff --numstat does). shared: Domain's sources and tests, and \
        files every pattern takes from the exercise's solution/shared/, counted once per feature.
        Test lines: test lines changed (added + removed). Source lines: the other source lines \
        changed, Domain left out. UI-free lines: of those, the lines in roles marked UI-free \
        (\(uiFree)). UI-free: their share of Source lines. Other modules count in Source lines, \
        never as UI-free (\(UIModules.projectModules.joined(separator: ", ")) are UI modules).
        """))
  }

  /// One feature's lines per role and module, a column per pattern.
  static func byPart(_ feature: FeatureChangeCost, _ section: ChangeCostReport) -> ReportTable {
    let parts = ChangePart.parts(of: feature, in: section)
    var rows = parts.map { part in
      [part.title]
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
        "Counted once, apart (shared): "
          + (shared.isEmpty
            ? "nothing." : "+\(shared.lines.added) -\(shared.lines.removed) in \(files(shared)).")
          + " -: the pattern has no such role folder."))
  }

  /// The shared part of each feature, file by file.
  static func shared(_ section: ChangeCostReport) -> ReportTable {
    ReportTable(
      title: "Change cost counted once per feature (shared)",
      headers: ["Feature", "File", "Added", "Removed"],
      numeric: [false, false, true, true],
      rows: section.cost.features.flatMap { feature in
        feature.shared.map {
          [feature.id, $0.path, "\($0.lines.added)", "\($0.lines.removed)"]
        }
      })
  }

  /// `text` with each paragraph (line) wrapped at spaces to at most `width` columns.
  static func wrapped(_ text: String, width: Int = 96) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      var lines: [String] = []
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty, TextLayout.width(line) + 1 + TextLayout.width(String(word)) > width {
          lines.append(line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      return (lines + [line]).joined(separator: "\n")
    }.joined(separator: "\n")
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
