/// A path pattern of an exercise's allowed files: `*` matches within one path component,
/// `**` any number of whole components (`Sources/MVP/**` is everything under `Sources/MVP`).
nonisolated public struct Glob: Hashable, Sendable {
  /// The pattern as written.
  public let pattern: String

  /// A glob for `pattern`.
  public init(_ pattern: String) {
    self.pattern = pattern
  }

  /// Whether `path` (relative, `/`-separated) matches.
  public func matches(_ path: String) -> Bool {
    Self.match(
      pattern.split(separator: "/").map(String.init)[...],
      path.split(separator: "/").map(String.init)[...])
  }

  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let head = pattern.first else { return path.isEmpty }
    if head == "**" {
      let rest = pattern.dropFirst()
      return (0...path.count).contains { match(rest, path.dropFirst($0)) }
    }
    guard let component = path.first, matchComponent(Array(head)[...], Array(component)[...])
    else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  private static func matchComponent(
    _ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>
  ) -> Bool {
    guard let head = pattern.first else { return text.isEmpty }
    if head == "*" {
      return (0...text.count).contains { matchComponent(pattern.dropFirst(), text.dropFirst($0)) }
    }
    guard let first = text.first, first == head || head == "?" else { return false }
    return matchComponent(pattern.dropFirst(), text.dropFirst())
  }
}
