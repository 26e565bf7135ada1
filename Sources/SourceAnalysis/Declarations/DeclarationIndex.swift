import Foundation

/// The types a package declares and the members each has, read from Swift source text, for
/// `DocsLinter`'s check that a back-quoted `Type` or `Type.member` in the docs exists.
///
/// A member is anything declared directly in a type's body or in an extension of it (`func`,
/// `var`, `let`, `case`, `init`, `subscript`, `typealias`, `associatedtype`, nested types);
/// a type's supertypes and protocols (from its declaration and its extensions) lend theirs.
public struct DeclarationIndex: Sendable {
  /// Every declared type and type alias, by simple (`Mode`) and qualified name
  /// (`ProductViewController.Mode`).
  public private(set) var types: Set<String> = []
  /// Members by type name (simple and qualified).
  public private(set) var members: [String: Set<String>] = [:]
  /// Supertypes and protocols by type name, as written.
  private(set) var supertypes: [String: Set<String>] = [:]
  /// The types extended (`extension Store` → `Store`), as written.
  public private(set) var extended: Set<String> = []
  /// The functions, variables and constants declared outside every type and function.
  public private(set) var topLevel: Set<String> = []

  /// An empty index: add files with `add(source:)`.
  public init() {}

  static let typeKeywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]
  static let memberKeywords: Set<Substring> = [
    "func", "var", "let", "case", "typealias", "associatedtype", "init", "subscript",
  ]

  /// Whether `name` is a declared type.
  public func hasType(_ name: String) -> Bool { types.contains(name) }

  /// Whether `type` (or one of its supertypes, transitively) declares `member`.
  public func hasMember(_ member: String, in type: String) -> Bool {
    var seen: Set<String> = []
    var queue = [type]
    while let next = queue.popLast() {
      guard seen.insert(next).inserted else { continue }
      if members[next]?.contains(member) == true { return true }
      queue += supertypes[next] ?? []
      if let simple = next.split(separator: ".").last.map(String.init), simple != next {
        queue.append(simple)
      }
    }
    return false
  }

  /// Adds the declarations of one Swift file.
  public mutating func add(source: String) {
    let code = SwiftSourceScanner.scan(source).map(\.code).joined(separator: "\n")
    let tokens = SwiftTokens.tokens(code)
    // Each open brace: the type whose body it opens, or nil.
    var scopes: [String?] = []
    var pending: String?
    var position = 0
    func token(_ offset: Int) -> Substring? {
      position + offset < tokens.count ? tokens[position + offset] : nil
    }
    while position < tokens.count {
      let current = tokens[position]
      let previous = position > 0 ? tokens[position - 1] : ""
      let enclosing = scopes.last ?? nil
      if current == "{" {
        scopes.append(pending)
        pending = nil
      } else if current == "}" {
        _ = scopes.popLast()
      } else if previous != ".", previous != "import",
        Self.typeKeywords.contains(current) || current == "extension",
        let next = token(1), SwiftTokens.isIdentifier(next),
        !TypeDeclarationFinder.notTypeNames.contains(next)
      {
        var name = String(next)
        position += 2
        while token(0) == ".", let part = token(1), SwiftTokens.isIdentifier(part) {
          name += "." + part
          position += 2
        }
        let qualified: String
        if current == "extension" {
          qualified = name
          extended.insert(name)
        } else {
          qualified = enclosing.map { "\($0).\(name)" } ?? name
          declareType(qualified, simple: name)
          if let enclosing { declareMember(name, in: enclosing) }
        }
        position = readInheritance(tokens, from: position, into: qualified)
        pending = qualified
        continue
      } else if current == "typealias", previous != ".", let next = token(1),
        SwiftTokens.isIdentifier(next)
      {
        // `typealias Driver<E> = SharedSequence<…>`: the alias lends its target's members.
        let name = String(next)
        let qualified = enclosing.map { "\($0).\(name)" } ?? name
        declareType(qualified, simple: name)
        if let enclosing { declareMember(name, in: enclosing) }
        if let equals = tokens[position...].prefix(12).firstIndex(of: "="),
          equals + 1 < tokens.count
        {
          supertypes[qualified, default: []].insert(String(tokens[equals + 1]))
        }
      } else if let type = enclosing, Self.memberKeywords.contains(current), previous != "." {
        declareMembers(tokens, after: position, keyword: current, in: type)
      } else if scopes.isEmpty, ["func", "var", "let"].contains(current), previous != ".",
        let next = token(1), SwiftTokens.isIdentifier(next)
      {
        topLevel.insert(String(next).trimmingCharacters(in: ["`"]))
      }
      position += 1
    }
  }

  private mutating func declareType(_ qualified: String, simple: String) {
    types.insert(qualified)
    types.insert(simple)
  }

  private mutating func declareMember(_ member: String, in type: String) {
    members[type, default: []].insert(member)
    if let simple = type.split(separator: ".").last.map(String.init), simple != type {
      members[simple, default: []].insert(member)
    }
  }

  /// Skips generic parameters and reads `: A, B<C>` up to `{` or `where`; returns the
  /// position of the token after.
  private mutating func readInheritance(
    _ tokens: [Substring], from start: Int, into type: String
  ) -> Int {
    var position = start
    var angle = 0
    var inList = false
    while position < tokens.count {
      let token = tokens[position]
      if token == "{" || (angle == 0 && token == "where") { break }
      if token == "<" { angle += 1 } else if token == ">" { angle -= 1 }
      if angle == 0, token == ":" { inList = true }
      if inList, angle == 0, SwiftTokens.isIdentifier(token), token != "any", token != "some" {
        let previous = tokens[position - 1]
        if previous == ":" || previous == "," || previous == "&" {
          supertypes[type, default: []].insert(String(token))
        }
      }
      position += 1
    }
    return position
  }

  /// Records the name(s) a member keyword declares: `case a, b(Int)`, `func f`, `init`.
  private mutating func declareMembers(
    _ tokens: [Substring], after position: Int, keyword: Substring, in type: String
  ) {
    if keyword == "typealias" { return }  // recorded as a type where it is read
    if keyword == "init" || keyword == "subscript" {
      declareMember(String(keyword), in: type)
      return
    }
    var index = position + 1
    while index < tokens.count, SwiftTokens.isIdentifier(tokens[index]) {
      let name = String(tokens[index]).trimmingCharacters(in: ["`"])
      declareMember(name, in: type)
      if keyword == "associatedtype" {
        declareType("\(type).\(name)", simple: name)
      }
      guard keyword == "case" else { return }
      // `case a(Int) = 1, b`: skip to the next comma at this level.
      index += 1
      var depth = 0
      while index < tokens.count {
        let token = tokens[index]
        if token == "(" { depth += 1 } else if token == ")" { depth -= 1 }
        if depth == 0, token == "," { break }
        if depth == 0, token == "{" || token == "}" || Self.memberKeywords.contains(token) {
          return
        }
        index += 1
      }
      index += 1
    }
  }
}
