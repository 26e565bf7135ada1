import PatternModel
import SourceAnalysis

/// Builds a `ComparisonReport` from a source tree and, optionally, measured coverage.
public enum ReportBuilder {
  /// Counts every pattern module and shared module present under `tree.root/Sources`, and
  /// attributes `coverage` (when given) to the pattern files.
  public static func build(
    tree: SourceTree, patterns described: [PatternDescription],
    coverage: CoverageMeasurements? = nil
  ) -> ComparisonReport {
    let patterns = described.filter { tree.hasModule($0.module) }.map { pattern in
      let module = moduleReport(
        tree: tree, module: pattern.module, uiModules: pattern.uiModuleNames
      ) {
        pattern.role(ofPathInModule: $0)
      }
      var report = PatternReport(
        pattern: pattern, module: module,
        coverage: coverage.map { patternCoverage(module: module, pattern: pattern, measured: $0) })
      report.unitTests = UIFreeUnitTests.counts(for: pattern, root: tree.root)
      return report
    }
    let shared = ProjectModules.shared(for: described).filter(tree.hasModule).map {
      moduleReport(tree: tree, module: $0) { _ in .other }
    }
    return ComparisonReport(patterns: patterns, shared: shared)
  }

  /// Counts the files of one module; `role` tells a file's role from its path in the module.
  public static func moduleReport(
    tree: SourceTree, module: String, uiModules: Set<String> = UIModules.names,
    role: (String) -> PatternRole
  ) -> ModuleReport {
    let files = tree.swiftFiles(inModule: module).map { file in
      let metrics = LineCounter.count(tree.read(module: module, file: file))
      return FileReport(
        path: tree.rootRelativePath(module: module, file: file),
        role: role(file),
        codeLines: metrics.codeLines, commentLines: metrics.commentLines, types: metrics.types,
        imports: metrics.importedModules, uiModules: uiModules)
    }
    return ModuleReport(module: module, files: files)
  }

  /// Attributes the scenario run and the pattern's unit-test run to its files and roles.
  public static func patternCoverage(
    module: ModuleReport, pattern: PatternDescription, measured: CoverageMeasurements
  ) -> PatternCoverage {
    let unitRun = measured.unitTests[pattern.name] ?? CoverageTable()
    let uiFreeRun = measured.uiFreeUnitTests[pattern.name] ?? CoverageTable()
    var total = RoleCoverage()
    var uiFree = LineCoverage()
    var roles: [String: RoleCoverage] = [:]
    var files: [String: RoleCoverage] = [:]
    for file in module.files {
      let scenarios = measured.scenarios.coverage(ofPath: file.path)
      let unit = unitRun.coverage(ofPath: file.path)
      let pair = RoleCoverage(scenarios: scenarios, unitTests: unit)
      files[file.path] = pair
      roles[file.role.folder, default: RoleCoverage()].scenarios =
        roles[file.role.folder, default: .init()].scenarios + scenarios
      roles[file.role.folder, default: RoleCoverage()].unitTests =
        roles[file.role.folder, default: .init()].unitTests + unit
      total.scenarios = total.scenarios + scenarios
      total.unitTests = total.unitTests + unit
      uiFree.covered += uiFreeRun.coverage(ofPath: file.path).covered
    }
    uiFree.instrumented = total.unitTests.instrumented
    return PatternCoverage(
      scenarios: total.scenarios, unitTests: total.unitTests, uiFreeByUnitTests: uiFree,
      roles: roles, files: files)
  }
}

/// Coverage measured by the filtered test runs: the scenario suite, each pattern's own unit
/// tests, and each pattern's UI-free unit tests (keyed by pattern name).
nonisolated public struct CoverageMeasurements: Equatable, Sendable {
  /// Run (a): `swift test --filter '\.ScenarioSuiteTests/'` (`CoverageRunner.scenarioSuiteFilter`).
  public var scenarios: CoverageTable
  /// Runs (b): `swift test --filter <Module>Tests`, by pattern name.
  public var unitTests: [String: CoverageTable]
  /// Runs (c): the unit tests whose files import no UI framework (`UIFreeUnitTests`), by
  /// pattern name; a pattern without any has no entry.
  public var uiFreeUnitTests: [String: CoverageTable]

  /// Creates measurements.
  public init(
    scenarios: CoverageTable, unitTests: [String: CoverageTable],
    uiFreeUnitTests: [String: CoverageTable] = [:]
  ) {
    self.scenarios = scenarios
    self.unitTests = unitTests
    self.uiFreeUnitTests = uiFreeUnitTests
  }
}
