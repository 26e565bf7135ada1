import Foundation

/// A package's source tree on disk: finds the package root and the Swift files of a module.
nonisolated public struct SourceTree: Sendable {
  /// The package root (the folder holding `Package.swift` and `Sources/`).
  public let root: URL

  /// A tree rooted at `root`, used as given.
  public init(root: URL) {
    self.root = root.standardizedFileURL
  }

  /// The nearest folder at or above `directory` holding a `Package.swift`, or nil.
  public static func locatePackageRoot(from directory: URL) -> URL? {
    var candidate = directory.standardizedFileURL
    while true {
      let manifest = candidate.appendingPathComponent("Package.swift").path
      if FileManager.default.fileExists(atPath: manifest) { return candidate }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return nil }
      candidate = parent
    }
  }

  /// Whether `Sources/<module>` exists.
  public func hasModule(_ module: String) -> Bool {
    var isDirectory: ObjCBool = false
    let path = root.appendingPathComponent("Sources").appendingPathComponent(module).path
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The modules under `Sources/`, sorted.
  public func modules() -> [String] {
    let sources = root.appendingPathComponent("Sources")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && hasModule($0) }.sorted()
  }

  /// The `.swift` files of `Sources/<module>`, as paths relative to the module folder
  /// (`Presenters/LoginPresenter.swift`), sorted.
  public func swiftFiles(inModule module: String) -> [String] {
    let folder = root.appendingPathComponent("Sources").appendingPathComponent(module)
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".swift"),
        !relative.split(separator: "/").contains(where: {
          $0.hasPrefix(".")
        })
      {
        files.append(relative)
      }
    }
    return files.sorted()
  }

  /// The path of a module file relative to the root (`Sources/MVP/Presenters/X.swift`).
  public func rootRelativePath(module: String, file: String) -> String {
    "Sources/\(module)/\(file)"
  }

  /// The absolute URL of a module file.
  public func url(module: String, file: String) -> URL {
    root.appendingPathComponent(rootRelativePath(module: module, file: file))
  }

  /// The text of a module file (empty if unreadable).
  public func read(module: String, file: String) -> String {
    (try? String(contentsOf: url(module: module, file: file), encoding: .utf8)) ?? ""
  }
}
