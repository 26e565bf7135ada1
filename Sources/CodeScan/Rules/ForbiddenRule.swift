import Foundation

/// Something graded code may not call (Docs/Classroom.md, "What graded code may not call"):
/// `grade` and `exercise check` scan every submitted Swift file for it, and a hit fails the
/// submission with the file, the line and the rule. The standard rules live with the scan
/// (`ForbiddenRule.standard`, beside it); an exercise adds its own in `checks.forbidden`.
///
/// ```json
/// {"id": "live-clock", "matches": ["LiveScheduler"], "why": "exercises run on virtual time",
///  "scope": "app"}
/// ```
nonisolated public struct ForbiddenRule: Hashable, Sendable, Codable {
  /// A short kebab-case name, shown with every hit: `process-exit`.
  public var id: String
  /// What in the code breaks the rule.
  public var matches: [Match]
  /// Why graded code may not do it, in one line: `ends the run before its report`.
  public var why: String
  /// Which files it applies to.
  public var scope: Scope

  /// Creates a rule.
  public init(id: String, matches: [Match], why: String, scope: Scope) {
    self.id = id
    self.matches = matches
    self.why = why
    self.scope = scope
  }

  /// Creates a rule from matches written as in `exercise.json`; nil when one does not parse.
  public init?(id: String, matching written: [String], why: String, scope: Scope) {
    let matches = written.compactMap(Match.init(parsing:))
    guard matches.count == written.count else { return nil }
    self.init(id: id, matches: matches, why: why, scope: scope)
  }

  /// The files a rule applies to: a file is test code when its path starts with `Tests/` or
  /// holds a `/Tests/` folder, app code otherwise.
  public enum Scope: String, Hashable, Sendable, Codable, CaseIterable {
    /// App code only.
    case app
    /// Test code only.
    case tests
    /// App code and test code.
    case both

    /// Whether a file that is (or is not) test code is covered.
    public func covers(testCode: Bool) -> Bool {
      switch self {
      case .app: !testCode
      case .tests: testCode
      case .both: true
      }
    }
  }

  private enum CodingKeys: String, CodingKey {
    case id, matches, why, scope
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    why = try container.decode(String.self, forKey: .why)
    scope = try container.decodeIfPresent(Scope.self, forKey: .scope) ?? .both
    matches = try container.decode([String].self, forKey: .matches).map { written in
      guard let match = Match(parsing: written) else {
        throw DecodingError.dataCorruptedError(
          forKey: .matches, in: container,
          debugDescription: "'\(written)' is not a match: write a name (FileManager), a prefix"
            + " (Unsafe*), a free function (exit()), a member (Thread.exit, .write(to:)), an"
            + " initializer (Data(contentsOf:)), a label (toFile:), an attribute (@_cdecl),"
            + " a literal (#filePath) or an import (import Glibc)")
      }
      return match
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(matches.map(\.description), forKey: .matches)
    try container.encode(why, forKey: .why)
    try container.encode(scope, forKey: .scope)
  }
}
