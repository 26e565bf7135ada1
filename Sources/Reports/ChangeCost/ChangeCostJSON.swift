import Classroom
import Formats

/// The `changeCost` member of the report's JSON, in the shape Docs/Report.md documents.
enum ChangeCostJSON {
  static func value(_ section: ChangeCostReport) -> JSONValue {
    .object([
      (
        "features",
        .array(
          section.cost.features.map { feature in
            .object([
              ("id", .string(feature.id)),
              ("title", .string(feature.title)),
              ("shared", shared(feature.shared)),
              ("patterns", .array(feature.patterns.map { pattern($0, section) })),
            ])
          })
      )
    ])
  }

  static func shared(_ files: [FileChange]) -> JSONValue {
    .object(
      tally(files) + [
        (
          "fileDetails",
          .array(
            files.map { file in
              .object([
                ("path", .string(file.path)),
                ("module", file.module.map { .string($0) } ?? .null),
                ("tests", .bool(file.area == .tests)),
                ("added", .int(file.lines.added)),
                ("removed", .int(file.lines.removed)),
              ])
            })
        )
      ])
  }

  static func pattern(_ cost: PatternChangeCost, _ section: ChangeCostReport) -> JSONValue {
    let roles = (section.description(of: cost.pattern)?.rolesWithOther ?? [.other]).map {
      ($0.folder, JSONValue.object(tally(cost.files(inRole: $0.folder))))
    }
    let modules = cost.otherModules.map { ($0.module, JSONValue.object(tally($0.files))) }
    return .object([
      ("name", .string(cost.pattern)),
      ("files", .int(cost.files.count)),
      ("added", .int(cost.lines.added)),
      ("removed", .int(cost.lines.removed)),
      ("testLinesChanged", .int(cost.tests.changed)),
      ("sourceLinesChanged", .int(cost.sourceLinesChanged)),
      ("uiFreeLinesChanged", .int(cost.uiFreeLinesChanged)),
      ("uiFreeShare", cost.uiFreeShare.map { .double($0) } ?? .null),
      ("roles", .object(roles)),
      ("modules", .object(modules)),
      ("tests", .object(tally(cost.tests))),
      ("elsewhere", .object(tally(cost.elsewhere))),
      ("fileDetails", .array(cost.files.map(file))),
    ])
  }

  static func file(_ file: FileChange) -> JSONValue {
    .object([
      ("path", .string(file.path)),
      ("area", .string(file.area.rawValue)),
      ("module", file.module.map { .string($0) } ?? .null),
      ("role", file.role.map { .string($0) } ?? .null),
      ("uiFree", .bool(file.isUIFree)),
      ("onTopOfShared", .bool(file.onTopOfShared)),
      ("added", .int(file.lines.added)),
      ("removed", .int(file.lines.removed)),
    ])
  }

  static func tally(_ files: [FileChange]) -> [(String, JSONValue)] {
    [
      ("files", .int(files.count)), ("added", .int(files.lines.added)),
      ("removed", .int(files.lines.removed)),
    ]
  }
}
