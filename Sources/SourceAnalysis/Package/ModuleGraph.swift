import Foundation

/// A package's modules and the dependencies between them, as its manifest declares them, each
/// with the lines of its Swift files: what the architecture's rules are checked on and what
/// Docs/Architecture.md draws.
public struct ModuleGraph: Equatable, Sendable {
  /// One module: a target of the manifest.
  public struct Module: Equatable, Sendable {
    /// The module's name.
    public var name: String
    /// Its kind of target.
    public var kind: PackageManifest.Target.Kind
    /// The modules of this package it depends on, in the manifest's order (products of other
    /// packages are left out).
    public var dependencies: [String]
    /// The lines of its Swift files, every line counted.
    public var lines: Int
    /// The manifest line its declaration starts on.
    public var line: Int
  }

  /// The modules, in the manifest's order.
  public var modules: [Module]

  /// A graph of `modules` as given.
  public init(modules: [Module]) {
    self.modules = modules
  }

  /// The graph of `manifest`, each module's lines counted by `lines`.
  public init(manifest: PackageManifest, lines: (PackageManifest.Target) -> Int) {
    let names = Set(manifest.targets.map(\.name))
    modules = manifest.targets.map { target in
      Module(
        name: target.name, kind: target.kind,
        dependencies: target.dependencies.filter(names.contains), lines: lines(target),
        line: target.line)
    }
  }

  /// The graph of the package at `tree`'s root: its manifest, each module's lines counted in
  /// its folder.
  ///
  /// - Throws: `PackageManifest.Error` when the manifest cannot be read.
  public static func read(_ tree: SourceTree) throws(PackageManifest.Error) -> ModuleGraph {
    let manifest = try PackageManifest.read(root: tree.root)
    return ModuleGraph(manifest: manifest) { target in
      swiftFiles(in: tree.root.appendingPathComponent(target.folder)).reduce(0) { total, url in
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let newlines = text.utf8.count { $0 == UInt8(ascii: "\n") }
        return total + newlines + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
      }
    }
  }

  /// The module named `name`.
  public func module(_ name: String) -> Module? {
    modules.first { $0.name == name }
  }

  /// Every module `name` depends on, directly or through others.
  public func dependencies(of name: String) -> Set<String> {
    var seen: Set<String> = []
    var queue = module(name)?.dependencies ?? []
    while let next = queue.popLast() {
      guard seen.insert(next).inserted else { continue }
      queue += module(next)?.dependencies ?? []
    }
    return seen
  }

  /// The cycles: each set of modules that depend on one another, as its members in manifest
  /// order (a module depending on itself is one).
  public var cycles: [[String]] {
    var found: [[String]] = []
    var placed: Set<String> = []
    for module in modules where !placed.contains(module.name) {
      let reach = dependencies(of: module.name)
      guard reach.contains(module.name) else { continue }
      let members = modules.map(\.name).filter {
        $0 == module.name || (reach.contains($0) && dependencies(of: $0).contains(module.name))
      }
      placed.formUnion(members)
      found.append(members)
    }
    return found
  }

  /// The direct dependencies of `name` that it does not also reach through another one: the
  /// edges a drawing needs (the transitive reduction).
  public func essentialDependencies(of name: String) -> [String] {
    let direct = module(name)?.dependencies ?? []
    return direct.filter { candidate in
      !direct.contains { other in other != candidate && dependencies(of: other).contains(candidate) }
    }
  }

  /// How far a module stands above the modules that depend on nothing: 0 for those, else one
  /// more than its highest dependency (a cycle's members count each other as 0).
  public func layer(of name: String) -> Int {
    var memo: [String: Int] = [:]
    func layer(_ name: String, _ visiting: Set<String>) -> Int {
      if let known = memo[name] { return known }
      let below = (module(name)?.dependencies ?? []).filter { !visiting.contains($0) }
      let value = below.map { layer($0, visiting.union([name])) + 1 }.max() ?? 0
      memo[name] = value
      return value
    }
    return layer(name, [])
  }

  /// The Swift files under `folder`, at any depth.
  private static func swiftFiles(in folder: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [URL] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".swift") { files.append(folder.appendingPathComponent(relative)) }
    }
    return files
  }
}
