import Foundation

/// A sandbox that could not be set up (never something the command did): which step failed,
/// why, and what to do about it.
nonisolated public struct SandboxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The step that failed ("mounting /srv/slot (layer)").
  public var step: String
  /// Why, in the words of the tool or system call that failed.
  public var reason: String
  /// What to do about it.
  public var remedy: String

  /// Creates an error.
  public init(step: String, reason: String, remedy: String) {
    self.step = step
    self.reason = reason
    self.remedy = remedy
  }

  /// `the sandbox could not be set up: <step>: <reason>. <remedy>`
  public var description: String {
    let why = reason.trimmingCharacters(in: .whitespacesAndNewlines)
    return "the sandbox could not be set up: \(step)"
      + (why.isEmpty ? "" : ": \(why)") + (remedy.isEmpty ? "" : ". \(remedy)")
  }

  /// A policy mount, working directory or command the sandbox cannot use.
  static func badPolicy(_ step: String, _ reason: String) -> SandboxError {
    SandboxError(
      step: step, reason: reason,
      remedy: "Fix the policy: its paths must be absolute and exist before the run")
  }
}
