import Foundation

/// Runs commands in Linux namespaces, with nothing to install: util-linux's `unshare` makes
/// fresh user, mount, PID, network, IPC and UTS namespaces, and an init script
/// (`initScript`) builds a read-only root of the system's folders, the Swift toolchain and
/// the policy's mounts, then runs the command as its child without any capability.
///
/// - No file of the machine is visible but the system's folders (`/usr`, `/etc`… read-only),
///   the toolchain's and the policy's mounts; no network (a loopback that is down); a private
///   `/tmp` and `HOME`; only the policy's environment.
/// - Every process the command starts lives in the run's PID namespace: all of them end when
///   the command does, at the time limit, and when the caller dies (`setpriv --pdeathsig`).
/// - Limits: `setrlimit` (`prlimit`) for CPU, address space, file size, open files, no core
///   files; the process limit is `RLIMIT_NPROC` in the run's user namespace, or a `pids`
///   cgroup when the caller is root (whom Linux exempts from `RLIMIT_NPROC`).
///
/// Works for an ordinary user wherever unprivileged user namespaces are allowed (and for
/// root); `SandboxProbe` says when they are not.
nonisolated public struct NamespaceSandbox: SandboxRunning {
  public var isolation: SandboxIsolation { .namespaces }
  public let supportsLayers: Bool

  /// Creates the sandbox; `supportsLayers` says whether overlay mounts work here (the probe
  /// finds out).
  public init(supportsLayers: Bool = true) {
    self.supportsLayers = supportsLayers
  }

  public var description: String {
    let host = SandboxHost.current
    let processes =
      !host.isRoot
      ? "processes by RLIMIT_NPROC"
      : PidsCgroup.parent != nil
        ? "processes by a pids cgroup"
        : "no process limit (root is exempt from RLIMIT_NPROC and no pids cgroup can be made)"
    return "namespaces (user, mount, PID, network, IPC, UTS): a read-only root of the system's "
      + "folders, the toolchain and the policy's mounts"
      + (supportsLayers ? " (layers by overlayfs)" : "")
      + "; no network; limits: CPU time, memory, file size by setrlimit, \(processes)"
  }

  public func run(_ command: [String], policy: SandboxPolicy, timeLimit: Duration) throws
    -> SandboxOutcome
  {
    let plan = try Plan(command: command, policy: policy, supportsLayers: supportsLayers)
    defer { plan.cleanUp() }
    let result = try plan.process.run(
      timeLimit: timeLimit,
      stop: { launcher, setup in
        if !Self.killInit(ofLauncher: launcher, setup: setup) { kill(launcher, SIGKILL) }
      })
    let setup = String(decoding: result.standardError, as: UTF8.self)
    guard setup.contains("patterns-sandbox: ready") else {
      if result.timedOut { return SandboxOutcome(ending: .timedOut) }
      throw Self.setupError(setup, status: result.status)
    }
    let ending: SandboxOutcome.Ending =
      result.timedOut
      ? .timedOut
      : result.signalled
        ? .signalled(result.status)
        : (129...192).contains(result.status)
          ? .signalled(result.status - 128) : .exited(result.status)
    return SandboxOutcome(
      ending: ending, output: result.output, droppedOutputBytes: result.droppedOutputBytes,
      limit: SandboxOutcome.Limit.inferred(
        ending: ending, output: result.output, droppedOutputBytes: result.droppedOutputBytes,
        processLimitHit: plan.cgroup?.limitWasHit == true))
  }

  /// Kills the run's init (PID 1 of its namespace; the kernel then kills every other process
  /// in it) as the launcher's child that it reported being. The launcher (`unshare`) waits
  /// for it and so ends only once the whole namespace has. Returns false when the init is not
  /// known yet (the setup had not started), so the caller kills the launcher instead.
  static func killInit(ofLauncher launcher: Int32, setup: Data) -> Bool {
    let prefix = "patterns-sandbox: init "
    guard
      let line = String(decoding: setup, as: UTF8.self).split(separator: "\n")
        .first(where: { $0.hasPrefix(prefix) }),
      let pid = Int32(line.dropFirst(prefix.count)),
      ProcessTree.parent(of: pid) == launcher
    else { return false }
    return kill(pid, SIGKILL) == 0
  }
}
