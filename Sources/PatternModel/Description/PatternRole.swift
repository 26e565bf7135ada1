/// A role folder of a pattern module (`Presenters/`), as reports and charts show it.
nonisolated public struct PatternRole: Hashable, Sendable {
  /// The folder name, exactly: `ViewModels`. Also the role's key in JSON.
  public var folder: String
  /// The column title in tables and the legend of charts: `View models`.
  public var title: String
  /// The role's colour on every page (`#1b9e77`); nil takes one `RolePalette` derives from
  /// the folder name. No two role names of the registered patterns share one.
  public var color: String?
  /// Whether files of this role must stay free of UI modules (lint checks it).
  public var isUIFree: Bool
  /// The part the role plays in the runtime the pattern reports through Domain's
  /// `RuntimeObserver` (a store, its reducers), for traces; nil for every other role.
  public var runtime: RuntimePart?

  /// Describes a role folder.
  public init(
    _ folder: String, title: String? = nil, color: String? = nil, isUIFree: Bool = false,
    runtime: RuntimePart? = nil
  ) {
    self.folder = folder
    self.title = title ?? folder
    self.color = color
    self.isUIFree = isUIFree
    self.runtime = runtime
  }

  /// Files outside every declared role folder. Its JSON key is `other`.
  public static let other = PatternRole("other", title: "Other", color: "#a6a6a6")
}
