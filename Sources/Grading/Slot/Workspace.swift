import Foundation
import Processes

/// Where a submission's checks run, and what a sandboxed step there sees: a build writes
/// what later steps read (build products); a step that runs student code writes nowhere that
/// lasts, so nothing it does reaches the steps after it.
nonisolated public protocol Workspace: Sendable {
  /// The project's root as the commands see it (inside the sandbox too: paths are the host's).
  var root: URL { get }
  /// The mounts of a step: `keepsWrites` for a build (its products last), else for a step
  /// that runs student code (its writes vanish, where the sandbox allows).
  func mounts(keepsWrites: Bool) -> [SandboxPolicy.Mount]
  /// A host folder holding the project's sources as the checks see them (for the layering
  /// lint, which the grader runs itself), made for the call.
  func sourceView() throws -> URL
  /// The contents of `path` as the work sees it.
  func contents(of path: String) -> Data?
  /// This workspace with a layer of its own on top, whose writes go to `upper` (a mutant's
  /// file and build); nil when the sandbox has no layers.
  func layered(upper: URL) -> (any Workspace)?
}

/// A working tree checked in place (`patterns exercise check`): builds write into it, steps
/// that run student code see it through a scratch layer when the sandbox has layers.
nonisolated public struct TreeWorkspace: Workspace {
  /// The working tree.
  public let root: URL
  /// Whether the sandbox can lay a scratch layer over the tree.
  public let layers: Bool

  /// A workspace over `root`.
  public init(root: URL, layers: Bool) {
    self.root = root.standardizedFileURL
    self.layers = layers
  }

  public func mounts(keepsWrites: Bool) -> [SandboxPolicy.Mount] {
    keepsWrites || !layers ? [.writable(root)] : [.layered(root, layers: [root], upper: nil)]
  }

  public func sourceView() throws -> URL { root }

  public func contents(of path: String) -> Data? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
  }

  public func layered(upper: URL) -> (any Workspace)? {
    layers ? LayerWorkspace(base: root, upper: upper) : nil
  }
}

/// One submission's layer over a shared, built base (`patterns grade` with a sandbox that
/// has layers): the submission's files and its build products are written to `upper`; the
/// base is never written, so the next submission starts from it byte for byte.
nonisolated public struct LayerWorkspace: Workspace {
  /// The base: the project with the starting point, built; seen at its own path.
  public let base: URL
  /// The layers over the base, the top first: the submission's `upper`, then any below it.
  public let upper: URL
  /// Layers between `upper` and the base (a mutant's layer sits on the submission's).
  public let below: [URL]

  /// A workspace whose writes go to `upper`, over `below` and `base`.
  public init(base: URL, upper: URL, below: [URL] = []) {
    self.base = base.standardizedFileURL
    self.upper = upper.standardizedFileURL
    self.below = below.map(\.standardizedFileURL)
  }

  public var root: URL { base }

  public func contents(of path: String) -> Data? {
    for layer in [upper] + below + [base] {
      if let data = FileManager.default.contents(atPath: layer.appendingPathComponent(path).path) {
        return data
      }
    }
    return nil
  }

  public func layered(upper newUpper: URL) -> (any Workspace)? {
    LayerWorkspace(base: base, upper: newUpper, below: [upper] + below)
  }

  public func mounts(keepsWrites: Bool) -> [SandboxPolicy.Mount] {
    keepsWrites
      ? [.layered(base, layers: below + [base], upper: upper)]
      : [.layered(base, layers: [upper] + below + [base], upper: nil)]
  }

  /// A copy of the base's `Package.swift` and `Sources/` with the layers' files over them,
  /// beside `upper` (rebuilt on each call).
  public func sourceView() throws -> URL {
    let view = upper.deletingLastPathComponent().appendingPathComponent(
      upper.lastPathComponent + "-sources")
    let manager = FileManager.default
    try? manager.removeItem(at: view)
    try manager.createDirectory(at: view, withIntermediateDirectories: true)
    for layer in [base] + below.reversed() + [upper] {
      for item in ["Package.swift", "Sources"] {
        try SourceCopy.merge(
          layer.appendingPathComponent(item), into: view.appendingPathComponent(item))
      }
    }
    return view
  }
}

/// Copies files without following links, merging folders (used for the lint's view).
nonisolated enum SourceCopy {
  /// Copies `source` (a file or a folder) into `target`, a folder's files over what is there.
  static func merge(_ source: URL, into target: URL) throws {
    let manager = FileManager.default
    guard let type = try? manager.attributesOfItem(atPath: source.path)[.type] as? FileAttributeType
    else { return }
    switch type {
    case .typeDirectory:
      try manager.createDirectory(at: target, withIntermediateDirectories: true)
      for name in try manager.contentsOfDirectory(atPath: source.path) {
        try merge(source.appendingPathComponent(name), into: target.appendingPathComponent(name))
      }
    case .typeRegular:
      try? manager.removeItem(at: target)
      try manager.copyItem(at: source, to: target)
    default: return  // links and special files are not sources
    }
  }
}
