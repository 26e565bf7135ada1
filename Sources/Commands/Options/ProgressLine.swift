import CommandLineKit
import Foundation

/// Writes progress lines on a command's standard error from any thread, one at a time (for
/// the grader's and the checker's steps, which report from their own threads).
nonisolated final class ProgressLine: @unchecked Sendable {
  private let lock = NSLock()
  private let write: (String) -> Void

  @MainActor init(_ context: CommandContext) { write = context.writeError }

  func callAsFunction(_ line: String) { lock.withLock { write(line + "\n") } }
}
