import Foundation

/// Runs commands without a sandbox, as the caller (`--no-sandbox`): only the policy's
/// environment (not the caller's), its working directory, the time limit and the output limit
/// hold; the mounts are not enforced (they must exist; layers are not supported), nor are the
/// other limits, except through `prlimit` where it exists: CPU time, memory, file size.
///
/// At the time limit and when the command ends, every process it started that can be found
/// is killed: its process group and, on Linux, its descendants and every process whose
/// environment carries the run's mark (`PATTERNS_RUN`); a process that left all three
/// (`setsid`, a double fork and a cleared environment) escapes.
nonisolated public struct UnsandboxedRunner: SandboxRunning {
  public var isolation: SandboxIsolation { .none }
  public var supportsLayers: Bool { false }
  public var description: String {
    "none: the command runs as the caller, with the policy's environment, time and output "
      + "limits\(SandboxHost.tool("prlimit") != nil ? ", CPU time, memory and file size" : "")"
  }

  /// Creates the runner.
  public init() {}

  public func run(_ command: [String], policy: SandboxPolicy, timeLimit: Duration) throws
    -> SandboxOutcome
  {
    let run = try DirectRun(command, policy: policy, marked: true)
    guard let prlimit = SandboxHost.tool("prlimit") else {
      return try run.run(
        SandboxHost.tool("env") ?? "/usr/bin/env", command, policy: policy, timeLimit: timeLimit)
    }
    return try run.run(
      prlimit, policy.limits.prlimitOptions(processSlack: nil, openFiles: nil) + ["--"] + command,
      policy: policy, timeLimit: timeLimit)
  }
}
