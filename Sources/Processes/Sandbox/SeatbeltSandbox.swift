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
      var run = try DirectRun(command, policy: policy, marked: false)
      run.environment["CLANG_MODULE_CACHE_PATH"] =
        run.environment["CLANG_MODULE_CACHE_PATH"]
        ?? run.scratch.appendingPathComponent("clang").path
      return try run.run(
        "/usr/bin/sandbox-exec",
        ["-p", Self.profile(policy, scratch: run.scratch.path), "/bin/sh", "-c"]
          + [policy.limits.ulimitScript, "sh"] + command,
        policy: policy, timeLimit: timeLimit)
    }

    /// The profile: everything allowed but the network, writes outside the writable places
    /// and reads in the home folder outside the mounts (later rules win over earlier ones).
    static func profile(_ policy: SandboxPolicy, scratch: String) -> String {
      var writable = [scratch]
      var readable: [String] = []
      for mount in policy.mounts {
        switch mount {
        case .writable(let url), .channel(let url): writable.append(DirectRun.realPath(url.path))
        case .readOnly(let url): readable.append(DirectRun.realPath(url.path))
        case .layered: break
        }
      }
      readable += writable
      if let toolchain = SandboxHost.current.toolchain { readable.append(toolchain.folder) }
      let home = DirectRun.realPath(NSHomeDirectory())
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
