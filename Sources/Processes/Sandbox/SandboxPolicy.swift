import Foundation

/// What a process run in a sandbox may see and do (`SandboxRunning`): which folders of the
/// machine it sees and whether it may write them, its environment and its limits.
///
/// Paths inside the sandbox are the host's own: a folder mounted from `/tmp/grade/base` is
/// `/tmp/grade/base` inside too, so build products that record absolute paths stay valid
/// inside and out, and a run without a sandbox (`--no-sandbox`) runs the same commands.
///
/// The sandbox adds, read-only, what every build needs (the system's programs and
/// libraries, the Swift toolchain, `/etc`), a private empty `/tmp` and `HOME`, and
/// `/dev/null`, `/dev/zero`, `/dev/urandom`; nothing else of the machine is visible: no home
/// folder, no other slot, no submissions, no grader files, no network.
nonisolated public struct SandboxPolicy: Hashable, Sendable {
  /// One folder (or file) of the machine made visible inside, at its own path.
  public enum Mount: Hashable, Sendable {
    /// Seen, not written.
    case readOnly(URL)
    /// Seen and written.
    case writable(URL)
    /// A union of `layers` (the first on top) seen at `path`. Writes go to `upper` (a host
    /// folder on the same file system as the grader's work folder, kept after the run) or,
    /// when `upper` is nil, to a scratch layer that vanishes with the run. The layers are
    /// never written.
    case layered(URL, layers: [URL], upper: URL?)
    /// A named pipe (`ReportChannel`) the process writes and the caller reads, outside the
    /// process's reach once it has ended.
    case channel(URL)
  }

  /// The folders and files made visible, in order (a later mount may sit inside an earlier).
  public var mounts: [Mount]
  /// The working directory the command starts in (one of the mounts, or inside one).
  public var workingDirectory: URL
  /// The command's whole environment. `PATH` (the toolchain's and the system's folders),
  /// `HOME` and `TMPDIR` (private, empty) are set by the sandbox when absent here; nothing of
  /// the caller's environment is passed on.
  public var environment: [String: String]
  /// The limits.
  public var limits: SandboxLimits

  /// Creates a policy.
  public init(
    mounts: [Mount], workingDirectory: URL, environment: [String: String] = [:],
    limits: SandboxLimits = .standard
  ) {
    self.mounts = mounts
    self.workingDirectory = workingDirectory
    self.environment = environment
    self.limits = limits
  }
}

/// The limits of one sandboxed run, each enforced by the kernel where the isolation allows
/// (`SandboxRunning.description` says which); nil means no limit of that kind.
nonisolated public struct SandboxLimits: Hashable, Sendable, Codable {
  /// CPU seconds each process may use (`RLIMIT_CPU`); the process is then killed.
  public var cpuSeconds: Int?
  /// Bytes of address space each process may map (`RLIMIT_AS`).
  public var memoryBytes: Int?
  /// Processes that may run at once in the sandbox (`RLIMIT_NPROC` in its user namespace).
  public var processes: Int?
  /// The largest file a process may write, in bytes (`RLIMIT_FSIZE`).
  public var fileSizeBytes: Int?
  /// Bytes the private `/tmp` and a scratch layer may hold together.
  public var scratchBytes: Int?
  /// Bytes of standard output and error kept; the rest is counted and dropped.
  public var outputBytes: Int

  /// Creates limits.
  public init(
    cpuSeconds: Int? = nil, memoryBytes: Int? = nil, processes: Int? = nil,
    fileSizeBytes: Int? = nil, scratchBytes: Int? = nil, outputBytes: Int = 1 << 20
  ) {
    self.cpuSeconds = cpuSeconds
    self.memoryBytes = memoryBytes
    self.processes = processes
    self.fileSizeBytes = fileSizeBytes
    self.scratchBytes = scratchBytes
    self.outputBytes = outputBytes
  }

  /// The limits a grading step runs with unless the teacher says otherwise: room for the
  /// Swift compiler and a test run, none for a fork bomb, a runaway log or a full disk.
  public static let standard = SandboxLimits(
    cpuSeconds: 600, memoryBytes: 8 << 30, processes: 256, fileSizeBytes: 1 << 30,
    scratchBytes: 2 << 30, outputBytes: 1 << 20)
}

/// Which kind of isolation a `SandboxRunning` gives.
nonisolated public enum SandboxIsolation: String, Hashable, Sendable, Codable {
  /// Linux user, mount, PID, network, IPC and UTS namespaces (`unshare`), with a read-only
  /// root built for the run.
  case namespaces
  /// macOS's sandbox profile (`sandbox-exec`).
  case seatbelt
  /// None: the process runs as the caller (`--no-sandbox`).
  case none
}

/// How a sandboxed run ended.
nonisolated public struct SandboxOutcome: Hashable, Sendable {
  /// How the command ended.
  public enum Ending: Hashable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
    /// It was still running at the time limit; it and every process it started were killed.
    case timedOut
  }

  /// A limit the run hit, when one is known to have ended it.
  public enum Limit: String, Hashable, Sendable, Codable {
    case cpu, memory, processes, fileSize, scratch, output
  }

  /// How it ended.
  public var ending: Ending
  /// Standard output and error, interleaved, at most `SandboxLimits.outputBytes`.
  public var output: Data
  /// Bytes of output dropped past the limit.
  public var droppedOutputBytes: Int
  /// The limit that ended it or cut it short, when known.
  public var limit: Limit?

  /// Creates an outcome.
  public init(
    ending: Ending, output: Data = Data(), droppedOutputBytes: Int = 0, limit: Limit? = nil
  ) {
    self.ending = ending
    self.output = output
    self.droppedOutputBytes = droppedOutputBytes
    self.limit = limit
  }
}

/// Runs commands in a sandbox (`SandboxPolicy`).
nonisolated public protocol SandboxRunning: Sendable {
  /// The isolation in force.
  var isolation: SandboxIsolation { get }
  /// One line for reports: what is isolated and which limits hold.
  var description: String { get }
  /// Whether `SandboxPolicy.Mount.layered` is supported (else callers copy folders).
  var supportsLayers: Bool { get }

  /// Runs `command` (`command[0]` an absolute path, or a name found on the sandbox's `PATH`)
  /// under `policy`, waiting at most `timeLimit`; at the limit, the command and every process
  /// it started are killed (none survives the run, whatever it did to escape).
  ///
  /// - Throws: when the sandbox cannot be set up (not for anything the command does).
  func run(_ command: [String], policy: SandboxPolicy, timeLimit: Duration) throws
    -> SandboxOutcome
}
