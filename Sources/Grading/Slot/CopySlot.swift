import Classroom
import Foundation
import Processes

/// A slot for a sandbox without layers (`--no-sandbox`, macOS): a built copy of the project
/// at a path of its own, and a clean copy of it beside, from which it is restored byte for
/// byte after each submission (build products record absolute paths, so each slot keeps
/// its path).
nonisolated public struct CopySlot: @unchecked Sendable {
  /// The copy the submissions are graded in.
  public let base: SlotBase
  /// The clean copy it is restored from.
  public let clean: URL
  /// Copies folders.
  let processes: any ProcessRunning

  /// Keeps a clean copy of `base` at `clean`.
  ///
  /// - Throws: `ExerciseError` when the copy fails.
  public init(base: SlotBase, clean: URL, processes: any ProcessRunning = SystemProcesses()) throws
  {
    self.base = base
    self.clean = clean
    self.processes = processes
    try copy(base.root, to: clean)
  }

  /// Puts the slot back as it was when built: whatever a submission wrote anywhere in it
  /// is gone.
  public func restore() throws {
    try copy(clean, to: base.root)
  }

  private func copy(_ source: URL, to target: URL) throws {
    let outcome = try processes.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "rm -rf \"$2\" && cp -a \"$1\" \"$2\"", "sh", source.path, target.path], log: nil)
    guard outcome.status == 0 else {
      throw ExerciseError("cannot copy \(source.path) to \(target.path)")
    }
  }
}
