/// What each feature exercise's reference solution costs, per pattern: files touched and lines
/// added and removed against the project's current code, by role and module, with the
/// shared part (Domain, and files every pattern takes from the exercise's `solution/shared/`)
/// counted once per feature, apart. Built by `ChangeCostMeasurement`.
nonisolated public struct ChangeCost: Hashable, Sendable, Codable {
  /// One entry per exercise of kind feature, in catalog order (by id).
  public var features: [FeatureChangeCost]

  /// Creates a result.
  public init(features: [FeatureChangeCost]) {
    self.features = features
  }
}

/// One feature exercise: its shared part, counted once, and each pattern's own part.
nonisolated public struct FeatureChangeCost: Hashable, Sendable, Codable {
  /// The exercise id (`stock`).
  public var id: String
  /// The exercise title.
  public var title: String
  /// The files counted once for every pattern (Domain; files every pattern shares), sorted by
  /// path; a file the solution leaves as it is does not appear.
  public var shared: [FileChange]
  /// Each measured pattern the exercise applies to, in the order the patterns were given.
  public var patterns: [PatternChangeCost]

  /// Creates a feature's result.
  public init(id: String, title: String, shared: [FileChange], patterns: [PatternChangeCost]) {
    self.id = id
    self.title = title
    self.shared = shared
    self.patterns = patterns
  }
}

/// One pattern's part of a feature's reference solution.
nonisolated public struct PatternChangeCost: Hashable, Sendable, Codable {
  /// The pattern name (`mvp`).
  public var pattern: String
  /// The files its solution changes beyond the shared part, sorted by path: its module's
  /// sources (with their role), its tests, and any other module it lists (a shared UI module
  /// such as Layouts counts here, for each pattern that lists it).
  public var files: [FileChange]
  /// Lines added and removed in all of `files`.
  public var lines: LineDiff.Count
  /// Lines changed (added + removed) in sources, leaving out tests, files outside `Sources/`
  /// and the modules counted once (Domain): the whole the UI-free share is taken of.
  public var sourceLinesChanged: Int
  /// Of `sourceLinesChanged`, the lines in roles the pattern's description marks UI-free.
  public var uiFreeLinesChanged: Int

  /// Measures a pattern's part from its files; `apartModules` are left out of the UI-free
  /// share's whole.
  public init(pattern: String, files: [FileChange], apartModules: Set<String>) {
    self.pattern = pattern
    self.files = files.sorted { $0.path < $1.path }
    self.lines = files.lines
    let source = files.filter {
      $0.area == .sources && !apartModules.contains($0.module ?? "")
    }
    self.sourceLinesChanged = source.changed
    self.uiFreeLinesChanged = source.filter(\.isUIFree).changed
  }

  /// `uiFreeLinesChanged` as a percentage of `sourceLinesChanged` (nil when no source line
  /// changed): how much of the change the UI-free code absorbed.
  public var uiFreeShare: Double? {
    guard sourceLinesChanged > 0 else { return nil }
    return (10_000 * Double(uiFreeLinesChanged) / Double(sourceLinesChanged)).rounded() / 100
  }

  /// The files in the pattern module's sources whose role is `folder`.
  public func files(inRole folder: String) -> [FileChange] {
    files.filter { $0.area == .sources && $0.role == folder }
  }

  /// The sources of other modules (no role), by module, sorted by module name.
  public var otherModules: [(module: String, files: [FileChange])] {
    let outside = files.filter { $0.area == .sources && $0.role == nil }
    return Dictionary(grouping: outside) { $0.module ?? "" }.sorted { $0.key < $1.key }
      .map { ($0.key, $0.value) }
  }

  /// The test files.
  public var tests: [FileChange] { files.filter { $0.area == .tests } }

  /// The files outside `Sources/` and `Tests/`.
  public var elsewhere: [FileChange] { files.filter { $0.area == .other } }
}
