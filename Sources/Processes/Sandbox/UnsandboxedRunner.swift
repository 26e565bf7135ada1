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
    guard !command.isEmpty else { throw SandboxError.badPolicy("reading the command", "empty") }
    try Self.checkMounts(policy)
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-run-\(UUID().uuidString)")
    let home = scratch.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let mark = "PATTERNS_RUN=\(UUID().uuidString)"
    var environment = policy.environment
    environment["PATH"] = environment["PATH"] ?? Self.path
    environment["HOME"] = environment["HOME"] ?? home.path
    environment["TMPDIR"] = environment["TMPDIR"] ?? scratch.path
    environment["PATTERNS_RUN"] = String(mark.dropFirst("PATTERNS_RUN=".count))
    var arguments = command
    if let prlimit = SandboxHost.tool("prlimit") {
      arguments =
        [prlimit] + policy.limits.prlimitOptions(processSlack: nil, openFiles: nil) + ["--"]
        + command
    }
    let process = SupervisedProcess(
      executable: URL(fileURLWithPath: SandboxHost.tool("env") ?? "/usr/bin/env"),
      arguments: arguments, environment: environment,
      workingDirectory: policy.workingDirectory, outputLimit: policy.limits.outputBytes)
    let result = try process.run(
      timeLimit: timeLimit, outputGrace: .milliseconds(500),
      stop: { pid, _ in Self.killAll(startedBy: pid, mark: mark, including: true) },
      finish: { pid in Self.killAll(startedBy: pid, mark: mark, including: false) })
    let ending: SandboxOutcome.Ending =
      result.timedOut
      ? .timedOut : result.signalled ? .signalled(result.status) : .exited(result.status)
    return SandboxOutcome(
      ending: ending, output: result.output, droppedOutputBytes: result.droppedOutputBytes,
      limit: SandboxOutcome.Limit.inferred(
        ending: ending, output: result.output, droppedOutputBytes: result.droppedOutputBytes))
  }

  /// The caller's toolchain's programs, then the system's.
  static var path: String {
    let system = "/usr/bin:/bin:/usr/sbin:/sbin"
    guard let bin = SandboxHost.current.toolchain?.bin, bin != "/usr/bin" else { return system }
    return "\(bin):\(system)"
  }

  /// Throws unless every mount exists; layers are refused (`supportsLayers` is false).
  static func checkMounts(_ policy: SandboxPolicy) throws {
    for mount in policy.mounts {
      switch mount {
      case .readOnly(let url), .writable(let url), .channel(let url):
        guard FileManager.default.fileExists(atPath: url.path) else {
          throw SandboxError.badPolicy("checking the mount \(url.path)", "no such file or folder")
        }
      case .layered(let url, _, _):
        throw SandboxError(
          step: "mounting \(url.path) (layers)", reason: "this runner has no layers",
          remedy: "Copy the layers into a writable folder instead (supportsLayers is false)")
      }
    }
  }

  /// Kills `pid`'s process group and (on Linux) its descendants and the processes marked
  /// with `mark`, until none is left (at most ten rounds, for processes that fork meanwhile);
  /// `pid` itself too when `including`. Each round stops them all before it kills any, so
  /// that none sees another die.
  static func killAll(startedBy pid: Int32, mark: String?, including: Bool) {
    if including { kill(pid, SIGKILL) }
    for _ in 0..<10 {
      kill(-pid, SIGSTOP)
      let entries = ProcessTree.all()
      var targets = ProcessTree.descendants(of: pid, in: entries)
        .union(mark.map { ProcessTree.holding($0, in: entries) } ?? [])
        .union(entries.filter { $0.group == pid }.map(\.pid))
      targets.remove(getpid())
      if !including { targets.remove(pid) }
      for target in targets { kill(target, SIGSTOP) }
      kill(-pid, SIGKILL)
      for target in targets { kill(target, SIGKILL) }
      if targets.isEmpty { return }
      usleep(1_000)
    }
  }
}
