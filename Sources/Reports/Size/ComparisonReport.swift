import PatternModel

/// Everything `patterns report` shows: each pattern's size (and coverage, when measured) and
/// the shared modules' size, apart.
public struct ComparisonReport: Equatable, Sendable {
  /// One entry per pattern whose module exists, in catalog order.
  public var patterns: [PatternReport]
  /// The shared modules that exist, in catalog order.
  public var shared: [ModuleReport]
  /// What each feature exercise's reference solution changes per pattern; nil when not
  /// measured (the section is left out).
  public var changeCost: ChangeCostReport?

  /// Creates a report.
  public init(
    patterns: [PatternReport], shared: [ModuleReport], changeCost: ChangeCostReport? = nil
  ) {
    self.patterns = patterns
    self.shared = shared
    self.changeCost = changeCost
  }

  /// Every role of the reported patterns, by folder, in order of first appearance, `other`
  /// last: the role columns of the tables and the legend of the charts.
  public var roles: [PatternRole] {
    var seen: Set<String> = []
    let declared = patterns.flatMap(\.pattern.roles).filter { seen.insert($0.folder).inserted }
    return declared.filter { $0.folder != PatternRole.other.folder } + [.other]
  }

  /// Whether coverage was measured.
  public var hasCoverage: Bool { patterns.contains { $0.coverage != nil } }
}

/// One pattern: its module's files and, with `--coverage`, what the two test runs reached.
public struct PatternReport: Equatable, Sendable {
  /// The pattern's description (`mvp`, `MVP`, its roles).
  public var pattern: PatternDescription
  /// The pattern module's files and totals.
  public var module: ModuleReport
  /// Nil unless coverage was measured.
  public var coverage: PatternCoverage?
  /// Its unit tests, counted in the source (nil when not counted).
  public var unitTests: UnitTestCount?

  /// Creates a pattern report.
  public init(pattern: PatternDescription, module: ModuleReport, coverage: PatternCoverage?) {
    self.pattern = pattern
    self.module = module
    self.coverage = coverage
  }

  /// Code lines in files that import no UI module (`UIModules`).
  public var noUIImportCodeLines: Int {
    module.files.filter(\.importsNoUIModule).map(\.codeLines).reduce(0, +)
  }

  /// `noUIImportCodeLines` as a percentage of all code lines (nil when there is no code).
  public var noUIImportShare: Double? {
    LineCoverage.percent(noUIImportCodeLines, of: module.codeLines)
  }

  /// The files of one role.
  public func files(in role: PatternRole) -> [FileReport] {
    module.files.filter { $0.role.folder == role.folder }
  }

  /// Code lines of one role.
  public func codeLines(in role: PatternRole) -> Int {
    files(in: role).map(\.codeLines).reduce(0, +)
  }
}

/// One module's files and their totals.
public struct ModuleReport: Equatable, Sendable {
  /// The module name (`Domain`).
  public var module: String
  /// Its Swift files, sorted by path.
  public var files: [FileReport]

  /// Creates a module report.
  public init(module: String, files: [FileReport]) {
    self.module = module
    self.files = files
  }

  /// Total code lines.
  public var codeLines: Int { files.map(\.codeLines).reduce(0, +) }
  /// Total comment lines.
  public var commentLines: Int { files.map(\.commentLines).reduce(0, +) }
  /// Total declared types.
  public var types: Int { files.map(\.types).reduce(0, +) }
}

/// One Swift file's size, role and imports.
public struct FileReport: Equatable, Sendable {
  /// Path relative to the package root (`Sources/MVP/Presenters/LoginPresenter.swift`).
  public var path: String
  /// The role folder the file sits in.
  public var role: PatternRole
  /// Lines with code.
  public var codeLines: Int
  /// Lines with only comment.
  public var commentLines: Int
  /// Declared types.
  public var types: Int
  /// The modules it imports.
  public var imports: [String]
  /// The modules that count as UI for it (`UIModules.names`, and its pattern's own).
  public var uiModules: Set<String>

  /// Creates a file report.
  public init(
    path: String, role: PatternRole, codeLines: Int, commentLines: Int, types: Int,
    imports: [String], uiModules: Set<String> = UIModules.names
  ) {
    self.path = path
    self.role = role
    self.codeLines = codeLines
    self.commentLines = commentLines
    self.types = types
    self.imports = imports
    self.uiModules = uiModules
  }

  /// Imports no UI module (`uiModules`); not "UI-free", which the report says of roles.
  public var importsNoUIModule: Bool {
    !imports.contains { uiModules.contains($0) }
  }
}
