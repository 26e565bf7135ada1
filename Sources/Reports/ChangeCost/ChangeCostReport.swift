import Classroom
import PatternModel
import SourceAnalysis

/// The change-cost section of `patterns report` (Docs/Report.md, "Change cost"): what each
/// feature exercise's reference solution changes in each pattern, measured by the Classroom
/// (`ChangeCostMeasurement`), with the pattern descriptions that title, colour and mark
/// UI-free its roles.
public struct ChangeCostReport: Equatable, Sendable {
  /// The measurement.
  public var cost: ChangeCost
  /// The descriptions of the patterns measured, in report order.
  public var patterns: [PatternDescription]

  /// Creates a section from a measurement and the descriptions of its patterns.
  public init(cost: ChangeCost, patterns: [PatternDescription]) {
    self.cost = cost
    self.patterns = patterns
  }

  /// Measures every feature exercise of `catalog` against the files of `tree`, for the
  /// patterns whose module is present (as the rest of the report).
  public static func measure(
    tree: SourceTree, patterns described: [PatternDescription], catalog: ExerciseCatalog
  ) throws -> ChangeCostReport {
    let present = described.filter { tree.hasModule($0.module) }
    let cost = try ChangeCostMeasurement.measure(
      catalog, patterns: present.map(measured), root: tree.root)
    return ChangeCostReport(cost: cost, patterns: present)
  }

  /// What the measurement needs of a description: module, role folders, UI-free flags.
  public static func measured(_ pattern: PatternDescription) -> ChangeCostPattern {
    ChangeCostPattern(
      name: pattern.name, module: pattern.module,
      roles: pattern.roles.map { ChangeCostPattern.Role($0.folder, isUIFree: $0.isUIFree) })
  }

  /// The description of the pattern `name`, if measured.
  public func description(of name: String) -> PatternDescription? {
    patterns.first { $0.name == name }
  }

  /// Every role of the measured patterns, by folder, in order of first appearance, `other`
  /// last (the rows of the by-role tables and the legend of the chart).
  public var roles: [PatternRole] {
    var seen: Set<String> = []
    let declared = patterns.flatMap(\.roles).filter { seen.insert($0.folder).inserted }
    return declared.filter { $0.folder != PatternRole.other.folder } + [.other]
  }

  /// The titles of the roles the descriptions mark UI-free, each once, for notes.
  public var uiFreeRoleTitles: [String] {
    var seen: Set<String> = []
    return patterns.flatMap(\.roles).filter(\.isUIFree).map(\.title)
      .filter { seen.insert($0).inserted }
  }
}

/// One part of a pattern's change, as the tables' rows and the chart's stacked segments show
/// it: a role of its module, another module, its tests, or files elsewhere.
struct ChangePart: Equatable {
  /// A key unique among parts (`role:<folder>`, `module:<name>`, `tests`, `elsewhere`).
  var key: String
  /// The row title and legend entry.
  var title: String
  /// The chart colour: its role's; nil for a part no role colours.
  var color: String?
  /// Whether it is a role the description marks UI-free.
  var isUIFree = false

  /// The parts a feature's measured patterns touch, in order: the UI-free roles, then the
  /// other roles (each group as `ChangeCostReport.roles` orders them), other modules by name,
  /// tests, elsewhere. So a bar's UI-free part starts it.
  static func parts(of feature: FeatureChangeCost, in section: ChangeCostReport) -> [ChangePart] {
    let costs = feature.patterns
    let roles = section.roles.filter(\.isUIFree) + section.roles.filter { !$0.isUIFree }
    var parts = roles.filter { role in
      costs.contains { !$0.files(inRole: role.folder).isEmpty }
    }.map {
      ChangePart(
        key: "role:" + $0.folder, title: $0.title, color: RolePalette.color(of: $0),
        isUIFree: $0.isUIFree)
    }
    let modules = Set(costs.flatMap { $0.otherModules.map(\.module) }).sorted()
    parts += modules.map { ChangePart(key: "module:" + $0, title: $0 + " module", color: nil) }
    if costs.contains(where: { !$0.tests.isEmpty }) {
      parts.append(ChangePart(key: "tests", title: "Tests", color: "#bdbdbd"))
    }
    if costs.contains(where: { !$0.elsewhere.isEmpty }) {
      parts.append(ChangePart(key: "elsewhere", title: "Elsewhere", color: "#dddddd"))
    }
    return parts
  }

  /// The files of `cost` in this part.
  func files(of cost: PatternChangeCost) -> [FileChange] {
    if key.hasPrefix("role:") { return cost.files(inRole: String(key.dropFirst(5))) }
    if key.hasPrefix("module:") {
      let module = String(key.dropFirst(7))
      return cost.otherModules.first { $0.module == module }?.files ?? []
    }
    return key == "tests" ? cost.tests : cost.elsewhere
  }

  /// Whether the pattern can have files in this part (a role it does not declare cannot).
  func applies(to pattern: PatternDescription?) -> Bool {
    guard key.hasPrefix("role:"), let pattern else { return true }
    let folder = String(key.dropFirst(5))
    return pattern.rolesWithOther.contains { $0.folder == folder }
  }
}
