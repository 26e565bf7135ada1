import Foundation

/// The targets a package's manifest declares, read from `Package.swift`'s text without running
/// it: each `.target`, `.executableTarget` and `.testTarget` call's name, dependencies and path,
/// with the line it starts on.
///
/// It reads a manifest written as this package's is: target names, dependencies and paths are
/// string literals (a dependency may also be `.target(name:)`, `.product(name:…)` or
/// `.byName(name:)`); lists built in code are not followed. A call it cannot read is an error
/// naming its line, never a target silently left out.
public struct PackageManifest: Equatable, Sendable {
  /// One target of the manifest.
  public struct Target: Equatable, Sendable {
    /// What kind of target it is.
    public enum Kind: String, Equatable, Sendable {
      /// `.target`: a library module.
      case library = "target"
      /// `.executableTarget`: a program.
      case executable = "executableTarget"
      /// `.testTarget`: tests.
      case test = "testTarget"
    }

    /// The target's name, which is its module's.
    public var name: String
    /// What kind of target it is.
    public var kind: Kind
    /// The names of the targets and products it depends on, in order.
    public var dependencies: [String]
    /// Its `path:`, when the manifest gives one.
    public var path: String?
    /// The manifest line its declaration starts on (1-based).
    public var line: Int

    /// The folder of its sources, relative to the package root: `path`, else
    /// `Sources/<name>` (`Tests/<name>` for a test target).
    public var folder: String {
      path ?? (kind == .test ? "Tests/" : "Sources/") + name
    }
  }

  /// What could not be read, and where.
  public struct Error: Swift.Error, Equatable, CustomStringConvertible {
    /// The manifest line (1-based).
    public var line: Int
    /// What is wrong.
    public var message: String

    /// `Package.swift:12: MESSAGE`.
    public var description: String { "Package.swift:\(line): \(message)" }
  }

  /// The targets, in the manifest's order.
  public var targets: [Target]

  /// Reads the targets of a manifest's text.
  ///
  /// - Throws: `Error` for a target call without a literal name, or one left open.
  public init(parsing text: String) throws(Error) {
    let tokens = ManifestTokens.tokens(text)
    var targets: [Target] = []
    var index = 0
    while index + 2 < tokens.count {
      if tokens[index].text == ".",
        let kind = Target.Kind(rawValue: tokens[index + 1].text),
        tokens[index + 2].text == "("
      {
        let (target, end) = try Self.target(kind, tokens, open: index + 2)
        targets.append(target)
        index = end
      }
      index += 1
    }
    self.targets = targets
  }

  /// The manifest of the package at `root`.
  ///
  /// - Throws: `Error` when it cannot be read, or does not parse.
  public static func read(root: URL) throws(Error) -> PackageManifest {
    let url = root.appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw Error(line: 1, message: "cannot read \(url.path)")
    }
    return try PackageManifest(parsing: text)
  }

  /// The target whose call's `(` is at `open`, and the index of its `)`.
  private static func target(
    _ kind: Target.Kind, _ tokens: [ManifestTokens.Token], open: Int
  ) throws(Error) -> (Target, Int) {
    let line = tokens[open].line
    var name: String?
    var path: String?
    var dependencies: [String] = []
    var depth = 0
    var index = open
    while index < tokens.count {
      let token = tokens[index]
      if ["(", "[", "{"].contains(token.text) { depth += 1 }
      if [")", "]", "}"].contains(token.text) {
        depth -= 1
        if depth == 0 {
          guard let name else {
            throw Error(line: line, message: "a .\(kind.rawValue) without a literal name")
          }
          let target = Target(
            name: name, kind: kind, dependencies: dependencies, path: path, line: line)
          return (target, index)
        }
      }
      if depth == 1, index + 2 < tokens.count, tokens[index + 1].text == ":" {
        let value = tokens[index + 2]
        switch token.text {
        case "name": name = value.string
        case "path": path = value.string
        case "dependencies" where value.text == "[":
          (dependencies, index) = names(tokens, open: index + 2)
          continue
        default: break
        }
      }
      index += 1
    }
    throw Error(line: line, message: "a .\(kind.rawValue) that is never closed")
  }

  /// The names in a dependencies list opening at `open`, and the index after its `]`.
  private static func names(_ tokens: [ManifestTokens.Token], open: Int) -> ([String], Int) {
    var names: [String] = []
    var depth = 0
    var index = open
    while index < tokens.count {
      let token = tokens[index]
      if ["(", "[", "{"].contains(token.text) { depth += 1 }
      if [")", "]", "}"].contains(token.text) {
        depth -= 1
        if depth == 0 { return (names, index + 1) }
      }
      if depth == 1, let string = token.string {
        names.append(string)  // "Domain"
      } else if depth == 2, token.text == "name", index + 2 < tokens.count,
        tokens[index + 1].text == ":", let string = tokens[index + 2].string
      {
        names.append(string)  // .target(name: "Domain"), .product(name: "X", package: "Y")
      }
      index += 1
    }
    return (names, index)
  }
}
