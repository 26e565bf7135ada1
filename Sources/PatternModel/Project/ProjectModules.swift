/// What the report and the linter know about the project beyond the patterns: the shared
/// modules, reported once, apart, and the tool's own modules. The patterns themselves come
/// from their `PatternDescription`s.
nonisolated public enum ProjectModules {
  /// The shared modules, reported once, apart from the patterns, in this order.
  public static let shared = [
    "Domain", "Scheduling", "HeadlessUI", "Theme", "Layouts", "Reactive", "ReactiveUI",
  ]

  /// The shared modules with the UI modules `patterns` add (reported once, after these).
  public static func shared(for patterns: [PatternDescription]) -> [String] {
    var seen: Set<String> = []
    return (shared + patterns.flatMap(\.uiModules)).filter { seen.insert($0).inserted }
  }

  /// The tool's own modules, which know no pattern: everything under them that names a
  /// pattern comes from a `PatternDescription` (a test holds them to it), and the pattern
  /// model and the registry depend on none of them (`patterns lint` holds them to it).
  public static let tool = [
    "CommandLineKit", "SourceAnalysis", "Reports", "Lint", "Runner", "Play", "Tracing", "Bench",
    "Compare", "Serve", "Classroom", "Grading", "ClassGrading", "Testability", "Commands",
  ]
}
