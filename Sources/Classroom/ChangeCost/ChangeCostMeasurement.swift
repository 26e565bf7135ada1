import Foundation

/// Measures the change cost of every feature exercise (Docs/Report.md, "Change cost"): each
/// reference-solution file against the project's current file (a missing file: every line
/// added) with `LineDiff`, classified by module and, in the pattern's own module, by role.
///
/// A file is counted once per feature, apart (`FeatureChangeCost.shared`), when it belongs to
/// one of `apartModules` (Domain, its sources or its tests) or when every pattern of the
/// exercise lists it and takes it from `solution/shared/`. A pattern with its own copy of
/// such a file counts, in its own part, what its copy changes on top of the shared one. Any
/// other file, a shared module listed by only some patterns included, counts for each pattern
/// that lists it.
nonisolated public enum ChangeCostMeasurement {
  /// The modules whose changes are counted once per feature, apart.
  public static let apartModules: Set<String> = ["Domain"]

  /// Measures every exercise of kind feature in `catalog` for the `patterns` given (those the
  /// exercise applies to, in the order given); `current` returns the project's text of a
  /// repository path, or nil when there is no such file.
  public static func measure(
    _ catalog: ExerciseCatalog, patterns: [ChangeCostPattern],
    apartModules: Set<String> = apartModules, current: (String) -> String?
  ) throws -> ChangeCost {
    let features = try catalog.exercises.filter { $0.kind == .feature }.map { exercise in
      try measure(
        exercise, in: catalog, patterns: patterns, apartModules: apartModules, current: current)
    }
    return ChangeCost(features: features)
  }

  /// Measures against the files under `root` (a checkout of the project).
  public static func measure(
    _ catalog: ExerciseCatalog, patterns: [ChangeCostPattern], root: URL,
    apartModules: Set<String> = apartModules
  ) throws -> ChangeCost {
    try measure(catalog, patterns: patterns, apartModules: apartModules) { path in
      FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
        .map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// One feature exercise.
  public static func measure(
    _ exercise: Exercise, in catalog: ExerciseCatalog, patterns described: [ChangeCostPattern],
    apartModules: Set<String> = apartModules, current: (String) -> String?
  ) throws -> FeatureChangeCost {
    let names = exercise.patternNames
    let measured = described.filter { exercise.patterns[$0.name] != nil }
    var shared: [FileChange] = []
    var own: [String: [FileChange]] = [:]
    let paths = Set(exercise.patterns.values.flatMap(\.solution)).sorted()
    for path in paths {
      let (area, module) = FileChange.locate(path)
      let listing = names.filter { exercise.patterns[$0]?.solution.contains(path) == true }
      var resolved: [String: Data] = [:]
      for name in listing {
        resolved[name] = try catalog.contents(of: path, .solution, exercise, pattern: name)
      }
      let pool = catalog.bundledFile(path, .solution, exercise, owner: ExerciseCatalog.sharedFolder)
      let usesPool = listing.filter {
        catalog.bundledFile(path, .solution, exercise, owner: $0) == nil
      }
      let inApartModule = area != .other && apartModules.contains(module ?? "")
      var apart: Data?
      if let pool, inApartModule ? !usesPool.isEmpty : usesPool.count == names.count {
        apart = pool
      } else if inApartModule, let first = listing.first.flatMap({ resolved[$0] }),
        listing.allSatisfy({ resolved[$0] == first })
      {
        apart = first
      }
      let before = current(path)
      if let apart {
        let lines = LineDiff.count(from: before, to: text(apart))
        if lines != .zero {
          shared.append(FileChange(path: path, area: area, module: module, lines: lines))
        }
      }
      for pattern in measured where listing.contains(pattern.name) {
        guard let data = resolved[pattern.name], data != apart else { continue }
        let lines = LineDiff.count(from: apart.map(text) ?? before, to: text(data))
        guard lines != .zero else { continue }
        var role: String?
        if area == .sources, module == pattern.module {
          role = pattern.role(
            ofPathInModule: String(path.dropFirst("Sources/\(module ?? "")/".count)))
        }
        own[pattern.name, default: []].append(
          FileChange(
            path: path, area: area, module: module, role: role,
            isUIFree: role.map(pattern.isUIFree(role:)) ?? false, onTopOfShared: apart != nil,
            lines: lines))
      }
    }
    return FeatureChangeCost(
      id: exercise.id, title: exercise.title, shared: shared,
      patterns: measured.map {
        PatternChangeCost(pattern: $0.name, files: own[$0.name] ?? [], apartModules: apartModules)
      })
  }

  private static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
}

extension ExerciseCatalog {
  /// The bundled solution or start file of `path` in the folder of `owner` (a pattern name,
  /// or `sharedFolder`), without falling back to the shared pool; nil when that folder lacks it.
  public func bundledFile(
    _ path: String, _ side: Side, _ exercise: Exercise, owner: String
  ) -> Data? {
    let file = folder.appendingPathComponent(exercise.id).appendingPathComponent(side.rawValue)
      .appendingPathComponent(owner).appendingPathComponent(path + ".txt")
    return FileManager.default.contents(atPath: file.path)
  }
}
