import Assertions
import Classroom
import Foundation
import Testing

/// The change cost of `Fixtures/ChangeCost`: a feature `badge` for two patterns over one
/// project, whose every count is known by hand and matches `git diff --numstat` of the
/// solution applied to the project (pool files for the paths each pattern lists):
///
///     alpha                                          beta
///     3  1  Sources/Alpha/Logic/ItemLogic.swift      1  1  Sources/Beta/BetaApp.swift
///     2  1  Sources/Alpha/Screens/ItemScreen.swift   1  0  Sources/Beta/Logic/ItemLogic.swift
///     3  0  Sources/Domain/Badge.swift               5  1  Sources/Beta/Screens/ItemScreen.swift
///     2  1  Sources/Domain/Item.swift                3  0  Sources/Domain/Badge.swift
///     3  0  Sources/Widgets/BadgeView.swift          2  1  Sources/Domain/Item.swift
///     1  0  Sources/Widgets/Palette.swift            1  0  Sources/Widgets/Palette.swift
///     5  0  Tests/AlphaTests/ItemLogicTests.swift
///     4  0  Tests/DomainTests/BadgeTests.swift
struct ChangeCostMeasurementTests {
  static let alpha = ChangeCostPattern(
    name: "alpha", module: "Alpha", roles: [.init("Logic", isUIFree: true), .init("Screens")])
  static let beta = ChangeCostPattern(
    name: "beta", module: "Beta",
    roles: [.init("Logic", isUIFree: true), .init("Screens"), .init("Wiring")])
  /// Described but not in the exercise: not measured.
  static let gamma = ChangeCostPattern(name: "gamma", module: "Gamma", roles: [])

  static func fixture() throws -> (ExerciseCatalog, (String) -> String?) {
    let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
      .appendingPathComponent("ChangeCost")
    let catalog = try ExerciseCatalog(folder: folder.appendingPathComponent("Exercises"))
    let project = folder.appendingPathComponent("Project")
    return (
      catalog,
      { path in
        FileManager.default.contents(atPath: project.appendingPathComponent(path + ".txt").path)
          .map { String(decoding: $0, as: UTF8.self) }
      }
    )
  }

  func count(_ added: Int, _ removed: Int) -> LineDiff.Count {
    LineDiff.Count(added: added, removed: removed)
  }

  @Test func onlyFeaturesAreMeasuredForThePatternsTheyApplyTo() throws {
    let (catalog, current) = try Self.fixture()
    let cost = try ChangeCostMeasurement.measure(
      catalog, patterns: [Self.beta, Self.gamma, Self.alpha], current: current)
    assertEqual(cost.features.map(\.id), ["badge"])
    assertEqual(cost.features[0].title, "A badge on each item")
    assertEqual(cost.features[0].patterns.map(\.pattern), ["beta", "alpha"])
  }

  @Test func domainAndWhatEveryPatternSharesAreCountedOnceApart() throws {
    let (catalog, current) = try Self.fixture()
    let badge = try ChangeCostMeasurement.measure(
      catalog, patterns: [Self.alpha, Self.beta], current: current
    ).features[0]
    assertEqual(
      badge.shared,
      [
        FileChange(
          path: "Sources/Domain/Badge.swift", area: .sources, module: "Domain", lines: count(3, 0)),
        FileChange(
          path: "Sources/Domain/Item.swift", area: .sources, module: "Domain", lines: count(2, 1)),
        // Not Domain, but every pattern takes it from solution/shared/.
        FileChange(
          path: "Sources/Widgets/Palette.swift", area: .sources, module: "Widgets",
          lines: count(1, 0)),
        // Domain's tests, listed by alpha only: still Domain, still once.
        FileChange(
          path: "Tests/DomainTests/BadgeTests.swift", area: .tests, module: "Domain",
          lines: count(4, 0)),
      ])
    assertEqual(badge.shared.lines, count(10, 1))
  }

  @Test func eachPatternsPartIsByRoleAndModuleWithItsUIFreeShare() throws {
    let (catalog, current) = try Self.fixture()
    let badge = try ChangeCostMeasurement.measure(
      catalog, patterns: [Self.alpha, Self.beta], current: current
    ).features[0]
    let alpha = badge.patterns[0]
    assertEqual(
      alpha.files,
      [
        FileChange(
          path: "Sources/Alpha/Logic/ItemLogic.swift", area: .sources, module: "Alpha",
          role: "Logic", isUIFree: true, lines: count(3, 1)),
        FileChange(
          path: "Sources/Alpha/Screens/ItemScreen.swift", area: .sources, module: "Alpha",
          role: "Screens", lines: count(2, 1)),
        // A shared module only alpha lists counts for alpha.
        FileChange(
          path: "Sources/Widgets/BadgeView.swift", area: .sources, module: "Widgets",
          lines: count(3, 0)),
        FileChange(
          path: "Tests/AlphaTests/ItemLogicTests.swift", area: .tests, module: "Alpha",
          lines: count(5, 0)),
      ])
    assertEqual(alpha.lines, count(13, 2))
    assertEqual(alpha.sourceLinesChanged, 10)
    assertEqual(alpha.uiFreeLinesChanged, 4)
    assertEqual(alpha.uiFreeShare, 40)
    assertEqual(alpha.files(inRole: "Logic").lines, count(3, 1))
    assertEqual(alpha.otherModules.map(\.module), ["Widgets"])
    assertEqual(alpha.tests.lines, count(5, 0))

    let beta = badge.patterns[1]
    assertEqual(
      beta.files.map { [$0.path, $0.role ?? "-", "\($0.lines.added)", "\($0.lines.removed)"] },
      [
        ["Sources/Beta/BetaApp.swift", "other", "1", "1"],
        ["Sources/Beta/Logic/ItemLogic.swift", "Logic", "1", "0"],
        ["Sources/Beta/Screens/ItemScreen.swift", "Screens", "5", "1"],
      ])
    assertEqual(beta.lines, count(7, 2))
    assertEqual(beta.sourceLinesChanged, 9)
    assertEqual(beta.uiFreeLinesChanged, 1)
    assertEqual(beta.uiFreeShare, 11.11)
    #expect(beta.files(inRole: "Wiring").isEmpty && beta.tests.isEmpty)
  }

  @Test func noFeatureExercisesMeasureToNoFeatures() throws {
    let folder = try temporaryCatalog([
      "typo/exercise.json": manifest(
        "typo", kind: "fix-a-bug", ["alpha": ["Sources/Alpha/Logic/ItemLogic.swift"]]),
      "typo/solution/alpha/Sources/Alpha/Logic/ItemLogic.swift.txt": "fixed\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let cost = try ChangeCostMeasurement.measure(
      try ExerciseCatalog(folder: folder), patterns: [Self.alpha]
    ) { _ in "broken\n" }
    assertEqual(cost.features, [])
  }

  @Test func aPatternsOwnCopyOfASharedFileCountsWhatItChangesOnTopOfIt() throws {
    let domain = "Sources/Domain/Item.swift"
    let folder = try temporaryCatalog([
      "own/exercise.json": manifest("own", kind: "feature", ["alpha": [domain], "beta": [domain]]),
      "own/solution/shared/\(domain).txt": "a\nb\nc\n",
      "own/solution/beta/\(domain).txt": "a\nb\nc\nd\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let feature = try ChangeCostMeasurement.measure(
      try ExerciseCatalog(folder: folder), patterns: [Self.alpha, Self.beta]
    ) { _ in "a\n" }.features[0]
    assertEqual(feature.shared.map(\.lines), [count(2, 0)])
    assertEqual(feature.patterns[0].files, [])
    assertEqual(
      feature.patterns[1].files,
      [
        FileChange(
          path: domain, area: .sources, module: "Domain", onTopOfShared: true, lines: count(1, 0))
      ])
    // Domain stays out of the UI-free share's whole.
    assertEqual(feature.patterns[1].sourceLinesChanged, 0)
    #expect(feature.patterns[1].uiFreeShare == nil)
  }

  @Test func aSharedFileNotEveryPatternListsCountsForEachThatDoes() throws {
    let layout = "Sources/Widgets/Row.swift"
    let folder = try temporaryCatalog([
      "row/exercise.json": manifest("row", kind: "feature", ["alpha": [layout], "beta": []]),
      "row/solution/shared/\(layout).txt": "row\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let feature = try ChangeCostMeasurement.measure(
      try ExerciseCatalog(folder: folder), patterns: [Self.alpha, Self.beta]
    ) { _ in nil }.features[0]
    assertEqual(feature.shared, [])
    assertEqual(feature.patterns[0].files.map(\.path), [layout])
    assertEqual(feature.patterns[0].sourceLinesChanged, 1)
    assertEqual(feature.patterns[0].uiFreeShare, 0)
    assertEqual(feature.patterns[1].files, [])
  }

  @Test func theResultCrossesJSON() throws {
    let (catalog, current) = try Self.fixture()
    let cost = try ChangeCostMeasurement.measure(
      catalog, patterns: [Self.alpha, Self.beta], current: current)
    let data = try JSONEncoder().encode(cost)
    try assertEqual(JSONDecoder().decode(ChangeCost.self, from: data), cost)
  }

  @Test func pathsSitInSourcesTestsOrElsewhere() {
    func where_(_ path: String) -> String {
      let (area, module) = FileChange.locate(path)
      return "\(area.rawValue) \(module ?? "-")"
    }
    assertEqual(where_("Sources/MVP/Presenters/X.swift"), "sources MVP")
    assertEqual(where_("Tests/MVPTests/XTests.swift"), "tests MVP")
    assertEqual(where_("Tests/Fixtures/x.txt"), "tests Fixtures")
    assertEqual(where_("Docs/Report.md"), "other -")
    assertEqual(where_("Sources/Package.swift"), "other -")
  }
}

/// Writes `files` (path under the folder → text) into a fresh temporary exercises folder.
func temporaryCatalog(_ files: [String: String]) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("change-cost-\(UUID().uuidString)")
  for (path, text) in files {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
  return folder
}

/// An `exercise.json` whose patterns write `solutions` (pattern → paths), with no checks.
func manifest(_ id: String, kind: String, _ solutions: [String: [String]]) -> String {
  let patterns = solutions.sorted { $0.key < $1.key }.map { name, paths in
    let list = paths.map { "\"\($0)\"" }.joined(separator: ", ")
    return """
      "\(name)": {"start": [], "solution": [\(list)], "allowed": [],
        "checks": {"scenarios": [], "regression": false, "lint": false, "tests": []}}
      """
  }
  return """
    {"id": "\(id)", "title": "\(id)", "kind": "\(kind)",
     "patterns": {\(patterns.joined(separator: ", "))}}
    """
}
