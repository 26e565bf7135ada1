import Foundation

nonisolated extension NamespaceSandbox.Plan {
  /// The folder each run's new root is mounted on, inside the run's own mount namespace (so
  /// runs share it; outside, it stays empty): `<temporary folder>/patterns-sandbox-<uid>`.
  static func rootMountPoint() throws -> String {
    let path = FileManager.default.temporaryDirectory.standardizedFileURL
      .appendingPathComponent("patterns-sandbox-\(geteuid())").path
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      return path
    }
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
      throw SandboxError(
        step: "making the mount point \(path)", reason: String(cString: strerror(errno)),
        remedy: "The temporary folder (TMPDIR) must be writable")
    }
    return path
  }

  /// `url`'s absolute path (it need not exist outside: the init makes mount points).
  static func absolute(_ url: URL, _ role: String) throws -> String {
    let path = url.standardizedFileURL.path
    guard url.isFileURL, path.hasPrefix("/"), path != "/" else {
      throw SandboxError.badPolicy("checking \(role) \(path)", "not an absolute path below /")
    }
    return path
  }

  /// `url`'s absolute path, once it is known to exist, to lie outside `root` (the mount point
  /// of new roots) and, for overlay options, to hold neither `:` nor `,`.
  static func checked(
    _ url: URL, _ role: String, _ root: String = "", forOverlay: Bool = false
  ) throws -> String {
    let path = try absolute(url, role)
    let step = "checking \(role) \(path)"
    guard FileManager.default.fileExists(atPath: path) else {
      throw SandboxError.badPolicy(step, "no such file or folder")
    }
    guard root.isEmpty || !(path == root || path.hasPrefix(root + "/")) else {
      throw SandboxError.badPolicy(step, "inside the sandbox's own mount point \(root)")
    }
    guard !forOverlay || !path.contains(where: { $0 == ":" || $0 == "," }) else {
      throw SandboxError.badPolicy(step, "overlay layers' paths may hold neither ':' nor ','")
    }
    return path
  }

  /// The command's environment for `env -i`: the policy's, with `PATH` (the toolchain's and
  /// the system's programs), `HOME` and `TMPDIR` (private) where the policy sets none.
  static func environment(_ given: [String: String], host: SandboxHost) -> [String] {
    var environment = given
    let system = "/usr/bin:/bin"
    let path = host.toolchain.map { $0.bin == "/usr/bin" ? system : "\($0.bin):\(system)" }
    environment["PATH"] = environment["PATH"] ?? path ?? system
    environment["HOME"] = environment["HOME"] ?? "/tmp/home"
    environment["TMPDIR"] = environment["TMPDIR"] ?? "/tmp"
    return environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
  }

  /// The overlay work folder beside an upper layer `…/upper`: `…/.upper.work`.
  static func workFolder(besideUpper upper: String) -> String {
    let url = URL(fileURLWithPath: upper)
    return url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).work").path
  }

  /// Removes an overlay work folder, whose `work` folder overlayfs leaves unreadable.
  static func removeWorkFolder(_ path: String) {
    chmod(path + "/work", 0o700)
    try? FileManager.default.removeItem(atPath: path)
  }
}
