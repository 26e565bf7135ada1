import Foundation

nonisolated extension NamespaceSandbox {
  /// One run's launch: the command line that makes the namespaces and runs the init, and what
  /// the run needs outside them (overlay work folders beside the upper layers, a cgroup).
  struct Plan {
    /// `setpriv --pdeathsig KILL unshare … sh -c initScript …`
    var process: SupervisedProcess
    /// The overlay work folders made for the run, removed after it.
    var workFolders: [String] = []
    /// The process-limit cgroup, when the caller is root.
    var cgroup: PidsCgroup?

    init(command: [String], policy: SandboxPolicy, supportsLayers: Bool) throws {
      guard !command.isEmpty else { throw SandboxError.badPolicy("reading the command", "empty") }
      let found = NamespaceSandbox.tools.compactMap(SandboxHost.tool)
      guard found.count == NamespaceSandbox.tools.count else {
        throw SandboxError(
          step: "finding util-linux's setpriv, unshare and prlimit, env and sh",
          reason: "not all are in /usr/bin, /bin, /usr/sbin or /sbin",
          remedy: "Install util-linux and coreutils (every mainstream distribution has them)")
      }
      let (setpriv, unshare, prlimit, env, shell) = (
        found[0], found[1], found[2], found[3], found[4]
      )
      let host = SandboxHost.current
      let root = try Self.rootMountPoint()
      var entries: [String] = []
      for entry in host.systemEntries {
        switch entry {
        case .folder(let path): entries += ["ro", path]
        case .link(let path, let target): entries += ["link", path, target]
        }
      }
      if let toolchain = host.toolchain, !host.isCovered(toolchain.folder) {
        entries += ["ro", toolchain.folder]
      }
      entries += host.hiddenPaths.flatMap { ["hide", $0] }
      var workFolders: [String] = []
      do {
        for mount in policy.mounts {
          entries += try Self.entry(
            for: mount, supportsLayers: supportsLayers, root: root, workFolders: &workFolders)
        }
        _ = try Self.absolute(policy.workingDirectory, "the working directory")
      } catch {
        for folder in workFolders { Self.removeWorkFolder(folder) }
        throw error
      }
      self.workFolders = workFolders
      if let processes = policy.limits.processes, host.isRoot {
        cgroup = PidsCgroup.make(limit: processes + 1)
      }
      let initArguments = [
        root, policy.limits.scratchBytes.map(String.init) ?? "50%", cgroup?.path ?? "",
        policy.workingDirectory.standardizedFileURL.path,
      ]
      let wrapped =
        [env, "-i"] + Self.environment(policy.environment, host: host) + [prlimit]
        + policy.limits.prlimitOptions(processSlack: 1, openFiles: host.openFiles)
        + ["--", setpriv, "--no-new-privs", "--inh-caps=-all", "--bounding-set=-all", "--"]
        + command
      process = SupervisedProcess(
        executable: URL(fileURLWithPath: setpriv),
        arguments: [
          "--pdeathsig", "KILL", unshare, "--user", "--map-root-user", "--mount", "--pid",
          "--net", "--ipc", "--uts", "--fork", "--kill-child", "--", shell, "-c",
          NamespaceSandbox.initScript, "patterns-sandbox",
        ] + initArguments + entries + [";;"] + wrapped,
        environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "LC_ALL": "C"],
        outputLimit: policy.limits.outputBytes, separateStandardError: true)
    }

    /// Removes what the run needed outside its namespaces.
    func cleanUp() {
      for folder in workFolders { Self.removeWorkFolder(folder) }
      cgroup?.remove()
    }

    /// The init's arguments for one policy mount.
    private static func entry(
      for mount: SandboxPolicy.Mount, supportsLayers: Bool, root: String,
      workFolders: inout [String]
    ) throws -> [String] {
      switch mount {
      case .readOnly(let url): return ["ro", try Self.checked(url, "a read-only mount", root)]
      case .writable(let url): return ["rw", try Self.checked(url, "a writable mount", root)]
      case .channel(let url): return ["channel", try Self.checked(url, "a channel", root)]
      case .layered(let url, let layers, let upper):
        let path = try Self.absolute(url, "a layered mount")
        let step = "mounting \(path) (layers)"
        guard supportsLayers else {
          throw SandboxError(
            step: step, reason: "overlay mounts do not work on this machine",
            remedy: "Copy the layers into a writable folder instead (supportsLayers is false)")
        }
        guard !layers.isEmpty else { throw SandboxError.badPolicy(step, "no layer given") }
        let lowers = try layers.map { try Self.checked($0, "a layer", root, forOverlay: true) }
        guard let upper else { return ["layer", path, "", "", lowers.joined(separator: ":")] }
        try? FileManager.default.createDirectory(at: upper, withIntermediateDirectories: true)
        let upperPath = try Self.checked(upper, "an upper layer", root, forOverlay: true)
        let work = Self.workFolder(besideUpper: upperPath)
        Self.removeWorkFolder(work)
        do {
          try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)
        } catch {
          throw SandboxError(
            step: "making the overlay work folder \(work)", reason: "\(error)",
            remedy: "The upper layer's folder must be writable by the grader")
        }
        workFolders.append(work)
        return ["layer", path, upperPath, work, lowers.joined(separator: ":")]
      }
    }
  }
}
