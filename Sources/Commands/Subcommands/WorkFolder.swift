import Foundation

/// The temporary folder a command copies, builds and grades in (`patterns-grade-PID-UUID`):
/// named for the process that owns it, so that the next run can remove what a run killed
/// without a chance to clean up (SIGKILL, a power cut) left behind, and never a living run's.
nonisolated enum WorkFolder {
  /// A new folder's URL (not created) in `parent`: `patterns-KIND-PID-UUID`.
  static func make(
    _ kind: String, in parent: URL = FileManager.default.temporaryDirectory,
    owner: Int32 = getpid()
  ) -> URL {
    parent.appendingPathComponent("patterns-\(kind)-\(owner)-\(UUID().uuidString)")
  }

  /// Removes the `patterns-KIND-PID-…` folders in `parent` whose process is gone (and their
  /// build locks, as `remove` does); returns their names. A folder whose owner lives, or
  /// whose name has no owner, is kept.
  @discardableResult
  static func removeOrphans(
    _ kind: String, in parent: URL = FileManager.default.temporaryDirectory,
    isAlive: (Int32) -> Bool = WorkFolder.isAlive
  ) -> [String] {
    let prefix = "patterns-\(kind)-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    var removed: [String] = []
    for name in names.sorted() where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"), let owner = Int32(rest[..<dash]),
        owner > 0, !isAlive(owner)
      else { continue }
      remove(parent.appendingPathComponent(name))
      removed.append(name)
    }
    return removed
  }

  /// Removes `work`, and the lock files SwiftPM leaves beside it in the temporary folder
  /// (`_tmp_patterns-grade-…_slot-1_.build.lock`).
  static func remove(_ work: URL) {
    let manager = FileManager.default
    try? manager.removeItem(at: work)
    let folder = work.deletingLastPathComponent()
    let prefix = work.path.replacingOccurrences(of: "/", with: "_") + "_"
    for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    where name.hasPrefix(prefix) && name.hasSuffix(".lock") {
      try? manager.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  /// Whether a process `pid` exists (one of another user counts as alive).
  static func isAlive(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}
