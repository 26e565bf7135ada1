import Foundation

/// Applies an exercise's files to a working tree: `start`, `solve` and `reset`.
///
/// Before its first write to a path, it saves the file as it was under
/// `.patterns/originals/<id>/<Pattern>/` and records the exercise in `.patterns/exercise.json`
/// (the folder is git-ignored). `reset` restores the saved copies byte for byte, or, in a
/// checkout that has none (a fresh clone), the last commit's files.
nonisolated public struct ExerciseWorkspace {
  /// Where the exercises come from.
  public let catalog: ExerciseCatalog
  /// The checkout written to.
  public let tree: any WorkingTree

  /// A workspace over `tree`.
  public init(catalog: ExerciseCatalog, tree: any WorkingTree) {
    self.catalog = catalog
    self.tree = tree
  }

  /// Writes the starting point. Refuses, changing nothing, when a file it would touch has
  /// uncommitted changes. Returns the paths written: none where the checkout has the
  /// starting point committed (`ExerciseCatalog.startIsCommitted`), which it leaves as it is.
  @discardableResult
  public func start(_ id: String, pattern: String) throws -> [String] {
    let (exercise, setup) = try find(id, pattern)
    if catalog.startIsCommitted(id, pattern: pattern) { return [] }
    try refuseOverUncommittedWork(
      try tree.uncommittedPaths(among: setup.touchedPaths), "starting", id)
    try saveOriginals(exercise, setup, pattern: pattern)
    try write(setup.start, .start, exercise, pattern: pattern)
    try ExerciseState(id: id, pattern: pattern).save(in: tree.root)
    return setup.start
  }

  /// Writes the reference solution. Refuses, changing nothing, when a file it would write has
  /// uncommitted changes that are not the starting point or the solution as bundled (a
  /// student's work), unless `force`; and, in a student edition, when the solution is not
  /// here. Returns the paths written.
  @discardableResult
  public func solve(_ id: String, pattern: String, force: Bool = false) throws -> [String] {
    let (exercise, setup) = try find(id, pattern)
    guard catalog.hasSolution(exercise, pattern: pattern) else {
      throw ExerciseError(ExerciseCatalog.noSolutionHere(id, pattern: pattern))
    }
    if !force {
      let dirty = try tree.uncommittedPaths(among: setup.touchedPaths).filter {
        !isAsBundled($0, exercise, setup, pattern: pattern)
      }
      try refuseOverUncommittedWork(dirty, "solving", id, overridable: true)
    }
    try saveOriginals(exercise, setup, pattern: pattern)
    try write(setup.solution, .solution, exercise, pattern: pattern)
    return setup.solution
  }

  /// Restores every file `start` or `solve` may touch as it was before; returns their paths.
  @discardableResult
  public func reset(_ id: String, pattern: String) throws -> [String] {
    let (exercise, setup) = try find(id, pattern)
    let saved = originalsFolder(exercise, pattern: pattern)
    let manager = FileManager.default
    for path in setup.touchedPaths {
      let copy = saved.appendingPathComponent(path)
      let target = tree.root.appendingPathComponent(path)
      let original: Data?
      if manager.fileExists(atPath: copy.path) {
        original = manager.contents(atPath: copy.path)
      } else if manager.fileExists(atPath: copy.path + ".absent") {
        original = nil
      } else {
        original = try tree.committedContents(of: path)
      }
      if let original {
        try write(original, to: target)
      } else if manager.fileExists(atPath: target.path) {
        try manager.removeItem(at: target)
      }
    }
    try? manager.removeItem(at: saved)
    if ExerciseState.load(from: tree.root) == ExerciseState(id: id, pattern: pattern) {
      ExerciseState.remove(from: tree.root)
    }
    return setup.touchedPaths
  }

  /// Throws "not <doing> '<id>': these files have uncommitted changes: …" when `dirty` has
  /// any path; `overridable` adds the `--force` way out.
  private func refuseOverUncommittedWork(
    _ dirty: [String], _ doing: String, _ id: String, overridable: Bool = false
  ) throws {
    guard !dirty.isEmpty else { return }
    throw ExerciseError(
      "not \(doing) '\(id)': these files have uncommitted changes: "
        + dirty.joined(separator: ", ") + ". Commit or stash them first"
        + (overridable ? ", or pass --force to overwrite them." : "."))
  }

  /// Whether the file at `path` holds, byte for byte, what `start` or `solve` writes there:
  /// the exercise's own change, which `solve` may overwrite without losing anyone's work.
  private func isAsBundled(
    _ path: String, _ exercise: Exercise, _ setup: PatternSetup, pattern: String
  ) -> Bool {
    let now = FileManager.default.contents(atPath: tree.root.appendingPathComponent(path).path)
    let sides: [(ExerciseCatalog.Side, [String])] = [
      (.start, setup.start), (.solution, setup.solution),
    ]
    return sides.contains { side, paths in
      paths.contains(path)
        && now == (try? catalog.contents(of: path, side, exercise, pattern: pattern))
    }
  }

  private func find(_ id: String, _ pattern: String) throws -> (Exercise, PatternSetup) {
    let exercise = try catalog.exercise(id)
    return (exercise, try catalog.setup(exercise, pattern: pattern))
  }

  private func originalsFolder(_ exercise: Exercise, pattern: String) -> URL {
    tree.root.appendingPathComponent(ExerciseState.folder).appendingPathComponent("originals")
      .appendingPathComponent(exercise.id).appendingPathComponent(pattern)
  }

  /// Saves each touched file as it is now, unless a copy is saved already (a second `start`
  /// or a `solve` after `start` keeps the first, true original).
  private func saveOriginals(_ exercise: Exercise, _ setup: PatternSetup, pattern: String) throws {
    let saved = originalsFolder(exercise, pattern: pattern)
    let manager = FileManager.default
    for path in setup.touchedPaths {
      let copy = saved.appendingPathComponent(path)
      guard !manager.fileExists(atPath: copy.path),
        !manager.fileExists(atPath: copy.path + ".absent")
      else { continue }
      if let data = manager.contents(atPath: tree.root.appendingPathComponent(path).path) {
        try write(data, to: copy)
      } else {
        try write(Data(), to: URL(fileURLWithPath: copy.path + ".absent"))
      }
    }
  }

  private func write(
    _ paths: [String], _ side: ExerciseCatalog.Side, _ exercise: Exercise, pattern: String
  ) throws {
    for path in paths {
      let data = try catalog.contents(of: path, side, exercise, pattern: pattern)
      try write(data, to: tree.root.appendingPathComponent(path))
    }
  }

  private func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }
}
