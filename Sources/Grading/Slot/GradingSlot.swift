import Classroom
import Foundation
import Processes

/// A scratch copy of the project where `patterns grade` checks submissions one after
/// another: made once (`prepare`), with the exercise's starting point written in; each
/// submission's files are laid over it (`apply`) and taken off again (`restore`), so the
/// next submission starts from the same clean state and its build is incremental.
///
/// Only paths inside the copy are ever written: a target whose folder is reached through a
/// symbolic link, or that is one, is refused.
nonisolated public final class GradingSlot: @unchecked Sendable {
  /// The copy's root.
  public let root: URL
  /// The clean contents (nil: absent) of each path written since the last `restore`.
  private var clean: [String: Data?] = [:]

  /// A slot over a copy already at `root` (a test's small tree, or one `prepare` made).
  public init(root: URL) {
    self.root = root
  }

  /// The folders the copy leaves out: history, classroom state, the other build
  /// configuration, and the module cache (it records absolute paths: each copy builds its
  /// own, which makes the first build in a copy about 30 s instead of minutes from scratch).
  static let excluded = [
    "./.git", "./.patterns", "./.build/release", "./.build/*/release", "ModuleCache",
  ]

  /// Copies the project at `project` (its `.build` too, so that builds are incremental) to
  /// `root`, then writes `start` (path → contents) over it.
  ///
  /// - Throws: `CommandFailure` when the copy fails.
  public static func prepare(
    copying project: URL, to root: URL, start: [String: Data], processes: any ProcessRunning
  ) throws -> GradingSlot {
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let excludes = excluded.map { "--exclude='\($0)'" }.joined(separator: " ")
    let log = root.deletingLastPathComponent().appendingPathComponent(
      root.lastPathComponent + "-copy.log")
    let outcome = try processes.run(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", "tar -C \"$1\" \(excludes) -cf - . | tar -C \"$2\" -xf -", "sh", project.path,
        root.path,
      ],
      log: log)
    guard outcome.status == 0 else {
      let why = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      throw ExerciseError("cannot copy the project to \(root.path): \(why)")
    }
    let slot = GradingSlot(root: root)
    for (path, data) in start.sorted(by: { $0.key < $1.key }) {
      try slot.write(data, to: path)
    }
    slot.clean = [:]
    return slot
  }

  /// Lays `paths` of the submission folder `submission` over the copy; returns the lines
  /// they add and remove against the clean state.
  ///
  /// - Throws: `ExerciseError` when a file cannot be read or its target is refused.
  public func apply(_ paths: [String], from submission: URL) throws -> LineDiff.Count {
    var count = LineDiff.Count.zero
    for path in paths {
      let source = submission.appendingPathComponent(path)
      let type = try? FileManager.default.attributesOfItem(atPath: source.path)[.type]
      guard type as? FileAttributeType == .typeRegular,
        let data = FileManager.default.contents(atPath: source.path)
      else { throw ExerciseError("cannot read \(path) as a plain file") }
      let old = try write(data, to: path)
      count =
        count
        + LineDiff.count(
          from: old.map { String(decoding: $0, as: UTF8.self) },
          to: String(decoding: data, as: UTF8.self))
    }
    return count
  }

  /// Puts back the clean contents of every path written since the last restore.
  public func restore() throws {
    let manager = FileManager.default
    for (path, data) in clean.sorted(by: { $0.key < $1.key }) {
      let url = root.appendingPathComponent(path)
      if let data {
        try data.write(to: url)
      } else if manager.fileExists(atPath: url.path) {
        try manager.removeItem(at: url)
      }
    }
    clean = [:]
  }

  /// Writes `data` at `path` inside the copy; returns what was there (nil: nothing).
  @discardableResult
  private func write(_ data: Data, to path: String) throws -> Data? {
    let manager = FileManager.default
    let components = path.split(separator: "/").map(String.init)
    guard !components.isEmpty, !components.contains(".."), !path.hasPrefix("/") else {
      throw ExerciseError("refused to write \(path): not a plain relative path")
    }
    var folder = root
    for component in components {
      folder.appendPathComponent(component)
      let type = try? manager.attributesOfItem(atPath: folder.path)[.type] as? FileAttributeType
      if type == .typeSymbolicLink {
        throw ExerciseError("refused to write \(path): the copy has a symbolic link on its way")
      }
    }
    let url = root.appendingPathComponent(path)
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
      throw ExerciseError("refused to write \(path): the project has a folder there")
    }
    let old = manager.contents(atPath: url.path)
    if clean[path] == nil { clean[path] = .some(old) }
    try manager.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
    return old
  }
}
