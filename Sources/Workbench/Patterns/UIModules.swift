/// The one definition of "UI module", used by the layering rules (a UI-free role imports none
/// of them) and by the report's UI-free figures (a file importing one is not UI-free).
///
/// `Theme` counts: it styles HeadlessUI views and imports HeadlessUI, so a file that imports
/// it depends on the UI as surely as one importing HeadlessUI does.
nonisolated public enum UIModules {
  /// HeadlessUI, Theme and ReactiveUI, and Apple's UI frameworks they stand for.
  public static let names: Set<String> = [
    "HeadlessUI", "Theme", "ReactiveUI", "UIKit", "SwiftUI", "AppKit",
  ]

  /// The project's own UI modules, for notes under tables.
  public static let projectModules = ["HeadlessUI", "Theme", "ReactiveUI"]
}
