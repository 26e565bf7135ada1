import Foundation

/// What this machine offers every sandbox, looked up once per process: the system's folders,
/// the Swift toolchain's folder, the tools that build a sandbox and what `/etc` must hide.
nonisolated struct SandboxHost: Sendable {
  /// A system folder: bound read-only, or a link (`/bin → usr/bin`) recreated as a link.
  enum SystemEntry: Hashable, Sendable {
    case folder(String)
    case link(String, target: String)
  }

  /// The system folders that exist here, in mount order.
  var systemEntries: [SystemEntry]
  /// The Swift toolchain's folder (the one holding `usr/bin/swift`) and its `bin`, when
  /// `swift` is on the caller's `PATH`.
  var toolchain: (folder: String, bin: String)?
  /// Files and folders of `/etc` that only their owner may read (`/etc/shadow`…), hidden when
  /// the caller is root, who owns them inside the sandbox too (for anyone else they are as
  /// unreadable there as here).
  var hiddenPaths: [String]
  /// The limit on open files every command gets (at most the caller's hard limit).
  var openFiles: Int
  /// Whether the caller is root, whom Linux exempts from `RLIMIT_NPROC`.
  var isRoot: Bool

  /// This machine, looked up once.
  static let current = SandboxHost()

  private init() {
    let manager = FileManager.default
    systemEntries = ["usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32", "etc", "opt"]
      .compactMap { name in
        let path = "/" + name
        if let target = try? manager.destinationOfSymbolicLink(atPath: path) {
          return .link(path, target: target)
        }
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
        else { return nil }
        return .folder(path)
      }
    toolchain = Self.findToolchain()
    let isRoot = geteuid() == 0
    self.isRoot = isRoot
    let etc = isRoot ? (try? manager.contentsOfDirectory(atPath: "/etc")) ?? [] : []
    hiddenPaths =
      etc.sorted()
      .map { "/etc/" + $0 }
      .filter { path in
        guard let mode = try? manager.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        else { return false }
        return mode & 0o004 == 0
      } + ["/etc/ssl/private"].filter { isRoot && manager.fileExists(atPath: $0) }
    var limit = rlimit()
    getrlimit(Self.openFilesResource, &limit)
    openFiles = Int(min(UInt64(limit.rlim_max), 8192))
  }

  #if os(Linux)
    private static let openFilesResource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let openFilesResource = RLIMIT_NOFILE
  #endif

  /// The first of `names` found in the system's program folders, as an absolute path.
  static func tool(_ name: String) -> String? {
    ["/usr/bin", "/bin", "/usr/sbin", "/sbin"].map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Whether `path` is inside (or is) one of the system folders bound whole.
  func isCovered(_ path: String) -> Bool {
    systemEntries.contains { entry in
      guard case .folder(let folder) = entry else { return false }
      return path == folder || path.hasPrefix(folder + "/")
    }
  }

  /// The toolchain of the `swift` on `PATH`: where its link leads, when that folder holds
  /// `swift-frontend`; else (a proxy such as swiftly's) where `swift -print-target-info`
  /// says its runtime is.
  private static func findToolchain() -> (folder: String, bin: String)? {
    let manager = FileManager.default
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    guard
      let swift = folders.map({ "\($0)/swift" }).first(where: manager.isExecutableFile(atPath:))
    else { return nil }
    var bin = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
    if !manager.isExecutableFile(atPath: bin.appendingPathComponent("swift-frontend").path) {
      guard let runtime = runtimePath(of: swift) else { return nil }
      // <toolchain>/usr/lib/swift
      bin = URL(fileURLWithPath: runtime).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("bin")
    }
    let usr = bin.deletingLastPathComponent()
    let folder = usr.lastPathComponent == "usr" ? usr.deletingLastPathComponent() : usr
    return (folder.path, bin.path)
  }

  /// `runtimeResourcePath` of `swift -print-target-info`.
  private static func runtimePath(of swift: String) -> String? {
    guard
      let outcome = try? SystemProcesses().run(
        URL(fileURLWithPath: swift), ["-print-target-info"], log: nil, timeLimit: .seconds(30)),
      outcome.status == 0,
      let json = try? JSONSerialization.jsonObject(with: outcome.output) as? [String: Any],
      let paths = json["paths"] as? [String: Any]
    else { return nil }
    return paths["runtimeResourcePath"] as? String
  }
}
