/// The modules the report and the linter know: the three patterns (same names as the runner's
/// registry), the shared modules reported once, apart, and the UI modules.
public enum ReportCatalog {
  /// One architecture pattern and the module that implements it.
  public struct Pattern: Equatable, Sendable {
    /// The name used on the command line and in reports (`mvc`).
    public var name: String
    /// The Swift module under `Sources/` (`MVC`).
    public var module: String
    /// The test target holding the pattern's own unit tests (`MVCTests`).
    public var testTarget: String { module + "Tests" }

    /// Creates a pattern entry.
    public init(name: String, module: String) {
      self.name = name
      self.module = module
    }
  }

  /// The patterns, in report order.
  public static let patterns: [Pattern] = [
    Pattern(name: "mvc", module: "MVC"),
    Pattern(name: "mvp", module: "MVP"),
    Pattern(name: "mvvm", module: "MVVM"),
    Pattern(name: "tea", module: "TEA"),
  ]

  /// The shared modules, reported once, apart from the patterns.
  public static let sharedModules = [
    "Domain", "Scheduling", "HeadlessUI", "Theme", "Layouts", "Reactive", "ReactiveUI",
  ]

  /// A file importing one of these is not UI-free.
  public static let uiFrameworkModules: Set<String> = ["HeadlessUI", "Layouts", "ReactiveUI"]

  /// The UI modules the layering rules keep out of Domain, presenters and view models.
  public static let uiModules: Set<String> = [
    "HeadlessUI", "Theme", "Layouts", "ReactiveUI", "UIKit", "SwiftUI", "AppKit",
  ]

  /// The `swift test --filter` that runs the shared scenario suite alone.
  public static let scenarioSuiteFilter = "WorkbenchTests.SuiteTests"
}
