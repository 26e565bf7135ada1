#if os(macOS)
  import Foundation

  /// Runs commands under macOS's sandbox profile language (`/usr/bin/sandbox-exec -p`): no
  /// network, no writes outside the policy's writable mounts and channels, a private temporary
  /// folder and the devices, no reads in the user's home folder except the mounts (and the
  /// toolchain, when it lives there); limits by `ulimit` in a `sh` wrapper; at the time limit
  /// and when the command ends, its process group and descendants are killed.
  ///
  /// **Untested**: it was written on Linux and has never run; macOS does not bound a run's
  /// processes (`ulimit -u` counts all of the user's) nor enforce the memory limit, and a
  /// process that leaves the process group escapes the time limit. `sandbox-exec` is
  /// deprecated but still ships with macOS.
  nonisolated public struct SeatbeltSandbox: SandboxRunning {
    public var isolation: SandboxIsolation { .seatbelt }
    public var supportsLayers: Bool { false }
    public var description: String {
      "seatbelt (sandbox-exec): no network, writes only to the writable mounts and a private "
        + "temporary folder, no reads in the home folder but the mounts; limits: CPU time, "
        + "file size by ulimit (untested)"
    }

    /// Creates the sandbox.
    public init() {}

    public func run(_ command: [String], policy: SandboxPolicy, timeLimit: Duration) throws
      -> SandboxOutcome
    {
      guard !command.isEmpty else {
        throw SandboxError.badPolicy("reading the command", "empty")
      }
      try UnsandboxedRunner.checkMounts(policy)
      let scratch = URL(
        fileURLWithPath: Self.realPath(FileManager.default.temporaryDirectory.path)
      ).appendingPathComponent("patterns-run-\(UUID().uuidString)")
      let home = scratch.appendingPathComponent("home")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      var environment = policy.environment
      environment["PATH"] = environment["PATH"] ?? UnsandboxedRunner.path
      environment["HOME"] = environment["HOME"] ?? home.path
      environment["TMPDIR"] = environment["TMPDIR"] ?? scratch.path
      environment["CLANG_MODULE_CACHE_PATH"] =
        environment["CLANG_MODULE_CACHE_PATH"] ?? scratch.appendingPathComponent("clang").path
      let process = SupervisedProcess(
        executable: URL(fileURLWithPath: "/usr/bin/sandbox-exec"),
        arguments: ["-p", Self.profile(policy, scratch: scratch.path), "/bin/sh", "-c"]
          + [policy.limits.ulimitScript, "sh"] + command,
        environment: environment, workingDirectory: policy.workingDirectory,
        outputLimit: policy.limits.outputBytes)
      let result = try process.run(
        timeLimit: timeLimit, outputGrace: .milliseconds(500),
        stop: { pid, _ in UnsandboxedRunner.killAll(startedBy: pid, mark: nil, including: true) },
        finish: { pid in UnsandboxedRunner.killAll(startedBy: pid, mark: nil, including: false) })
      let ending: SandboxOutcome.Ending =
        result.timedOut
        ? .timedOut : result.signalled ? .signalled(result.status) : .exited(result.status)
      return SandboxOutcome(
        ending: ending, output: result.output, droppedOutputBytes: result.droppedOutputBytes,
        limit: SandboxOutcome.Limit.inferred(
          ending: ending, output: result.output, droppedOutputBytes: result.droppedOutputBytes))
    }

    /// The profile: everything allowed but the network, writes outside the writable places
    /// and reads in the home folder outside the mounts (later rules win over earlier ones).
    static func profile(_ policy: SandboxPolicy, scratch: String) -> String {
      var writable = [scratch]
      var readable: [String] = []
      for mount in policy.mounts {
        switch mount {
        case .writable(let url), .channel(let url): writable.append(realPath(url.path))
        case .readOnly(let url): readable.append(realPath(url.path))
        case .layered: break
        }
      }
      readable += writable
      if let toolchain = SandboxHost.current.toolchain { readable.append(toolchain.folder) }
      let home = realPath(NSHomeDirectory())
      // Reading a mount's path needs the metadata of the folders above it.
      let above = Set(readable.flatMap(ancestors)).sorted()
      func rule(_ action: String, _ filters: [String]) -> String {
        filters.isEmpty ? "" : "(\(action) \(filters.joined(separator: " ")))\n"
      }
      return "(version 1)\n(allow default)\n(deny network*)\n(deny file-write*)\n"
        + rule(
          "allow file-write*",
          writable.map { "(subpath \(quoted($0)))" }
            + [
              "(literal \"/dev/null\")", "(literal \"/dev/zero\")", "(literal \"/dev/tty\")",
              "(literal \"/dev/dtracehelper\")", "(regex #\"^/dev/fd/\")",
            ])
        + "(deny file-read* (subpath \(quoted(home))))\n"
        + rule("allow file-read*", readable.map { "(subpath \(quoted($0)))" })
        + rule("allow file-read-metadata", above.map { "(literal \(quoted($0)))" })
    }

    /// `path` with its links resolved (`/tmp` is `/private/tmp`), as the sandbox sees it.
    static func realPath(_ path: String) -> String {
      guard let resolved = realpath(path, nil) else { return path }
      defer { free(resolved) }
      return String(cString: resolved)
    }

    /// The folders above `path`, from `/` down.
    private static func ancestors(_ path: String) -> [String] {
      var folders: [String] = []
      var url = URL(fileURLWithPath: path).deletingLastPathComponent()
      while url.path != "/" && !url.path.isEmpty {
        folders.append(url.path)
        url = url.deletingLastPathComponent()
      }
      return folders.reversed()
    }

    /// A profile string literal.
    private static func quoted(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
  }
#endif
