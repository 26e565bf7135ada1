/// One file of a reference solution, measured against the project's current file: where it
/// sits (sources or tests, which module, which role) and the lines added and removed.
nonisolated public struct FileChange: Hashable, Sendable, Codable {
  /// Where a path sits in the repository.
  public enum Area: String, Hashable, Sendable, Codable {
    /// `Sources/<Module>/…`.
    case sources
    /// `Tests/<Module>Tests/…` (tests of that module).
    case tests
    /// Anywhere else (`Docs/…`, `Package.swift`).
    case other
  }

  /// The repository path (`Sources/MVP/Presenters/CatalogPresenter.swift`).
  public var path: String
  /// Sources, tests or elsewhere.
  public var area: Area
  /// The module: the folder under `Sources/`, or the module a `Tests/<X>Tests/` folder tests
  /// (`X`); nil elsewhere.
  public var module: String?
  /// In the pattern's own module's sources, the role folder (or `ChangeCostPattern.otherRole`);
  /// nil for tests, other modules and the part counted once.
  public var role: String?
  /// Whether `role` is one the pattern's description marks UI-free.
  public var isUIFree: Bool
  /// True when the pattern has its own copy of a file counted once for every pattern: then
  /// `lines` are what its copy changes on top of the shared one, not against the project.
  public var onTopOfShared: Bool
  /// Lines added and removed, as `git diff --numstat` counts them.
  public var lines: LineDiff.Count

  /// Creates a measured file.
  public init(
    path: String, area: Area, module: String?, role: String? = nil, isUIFree: Bool = false,
    onTopOfShared: Bool = false, lines: LineDiff.Count
  ) {
    self.path = path
    self.area = area
    self.module = module
    self.role = role
    self.isUIFree = isUIFree
    self.onTopOfShared = onTopOfShared
    self.lines = lines
  }

  /// Lines added plus lines removed.
  public var changed: Int { lines.added + lines.removed }

  /// The area and module of a repository path: `Sources/<M>/…` is module M's sources,
  /// `Tests/<X>Tests/…` tests of X (`Tests/<Y>/…` of Y when the folder lacks the suffix);
  /// anything else is `other`, with no module.
  public static func locate(_ path: String) -> (area: Area, module: String?) {
    let parts = path.split(separator: "/").map(String.init)
    guard parts.count > 2 else { return (.other, nil) }
    switch parts[0] {
    case "Sources": return (.sources, parts[1])
    case "Tests":
      let folder = parts[1]
      return (.tests, folder.hasSuffix("Tests") ? String(folder.dropLast(5)) : folder)
    default: return (.other, nil)
    }
  }
}

extension [FileChange] {
  /// The lines of every file, summed.
  public var lines: LineDiff.Count { map(\.lines).reduce(.zero, +) }
  /// Lines added plus removed, summed.
  public var changed: Int { map(\.changed).reduce(0, +) }
}
