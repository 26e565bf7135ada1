import Foundation

/// One run outside namespaces (`UnsandboxedRunner`, `SeatbeltSandbox`): a private temporary
/// folder with a home folder inside, removed after the run; the policy's environment with
/// `PATH`, `HOME` and `TMPDIR`; at the time limit and when the command ends, its process
/// group, its descendants and (when `mark`ed) every process carrying the run's mark killed.
nonisolated struct DirectRun {
  /// The private temporary folder (links resolved: `/private/tmp/…` on macOS).
  let scratch: URL
  /// The command's environment.
  var environment: [String: String]
  /// `PATTERNS_RUN=<id>`, set in the environment, when the run's processes carry a mark.
  let mark: String?

  /// Checks the command and the mounts (they must exist; no layers) and makes the folder.
  init(_ command: [String], policy: SandboxPolicy, marked: Bool) throws {
    guard !command.isEmpty else { throw SandboxError.badPolicy("reading the command", "empty") }
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
    scratch = URL(fileURLWithPath: Self.realPath(FileManager.default.temporaryDirectory.path))
      .appendingPathComponent("patterns-run-\(UUID().uuidString)")
    let home = scratch.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    environment = policy.environment
    environment["PATH"] = environment["PATH"] ?? Self.path
    environment["HOME"] = environment["HOME"] ?? home.path
    environment["TMPDIR"] = environment["TMPDIR"] ?? scratch.path
    let id = UUID().uuidString
    mark = marked ? "PATTERNS_RUN=\(id)" : nil
    if marked { environment["PATTERNS_RUN"] = id }
  }

  /// Runs `executable` with `arguments` in the policy's working directory, then removes the
  /// private folder.
  func run(_ executable: String, _ arguments: [String], policy: SandboxPolicy, timeLimit: Duration)
    throws -> SandboxOutcome
  {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = SupervisedProcess(
      executable: URL(fileURLWithPath: executable), arguments: arguments,
      environment: environment, workingDirectory: policy.workingDirectory,
      outputLimit: policy.limits.outputBytes)
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

  /// `path` with its links resolved (`/tmp` is `/private/tmp` on macOS).
  static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

nonisolated extension DirectRun {
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
