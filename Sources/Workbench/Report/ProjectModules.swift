/// What the report and the linter know about the project beyond the patterns: the shared
/// modules, reported once, apart, and how to run the shared scenario suite alone. The
/// patterns themselves come from their `PatternDescription`s.
public enum ProjectModules {
  /// The shared modules, reported once, apart from the patterns, in this order.
  public static let shared = [
    "Domain", "Scheduling", "HeadlessUI", "Theme", "Layouts", "Reactive", "ReactiveUI",
  ]

  /// The shared modules with the UI modules `patterns` add (reported once, after these).
  public static func shared(for patterns: [PatternDescription]) -> [String] {
    var seen: Set<String> = []
    return (shared + patterns.flatMap(\.uiModules)).filter { seen.insert($0).inserted }
  }

  /// The `swift test --filter` that runs the shared scenario suite alone.
  public static let scenarioSuiteFilter = "WorkbenchTests.SuiteTests"
}
