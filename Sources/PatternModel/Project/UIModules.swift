/// The one definition of "UI module", used by the layering rules (a UI-free role imports none
/// of them) and by the report's figures by imports ("No UI import": a file importing none).
///
/// `Theme` and `Layouts` count: they style and lay out HeadlessUI views and import HeadlessUI,
/// so a file that imports one depends on the UI as surely as one importing HeadlessUI does.
nonisolated public enum UIModules {
  /// HeadlessUI, Theme, Layouts and ReactiveUI, and Apple's UI frameworks they stand for.
  public static let names: Set<String> = [
    "HeadlessUI", "Theme", "Layouts", "ReactiveUI", "UIKit", "SwiftUI", "AppKit",
  ]

  /// The project's own UI modules, for notes under tables.
  public static let projectModules = ["HeadlessUI", "Theme", "Layouts", "ReactiveUI"]

  /// The UI modules as `patterns` see them: these names and every pattern's own.
  public static func names(for patterns: [PatternDescription]) -> Set<String> {
    names.union(patterns.flatMap(\.uiModules))
  }

  /// The project's UI modules and those the patterns add, in order, for notes under tables.
  public static func projectModules(for patterns: [PatternDescription]) -> [String] {
    var seen: Set<String> = []
    return (projectModules + patterns.flatMap(\.uiModules)).filter { seen.insert($0).inserted }
  }
}
