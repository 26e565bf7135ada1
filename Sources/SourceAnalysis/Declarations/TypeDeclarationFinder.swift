/// Finds type declarations (`class`, `struct`, `enum`, `protocol`, `extension`, `actor`) in
/// code text from `SwiftSourceScanner`, telling `class func`, `.class` and `protocol<…>` apart.
nonisolated public enum TypeDeclarationFinder {
  static let keywords: Set<Substring> = [
    "class", "struct", "enum", "protocol", "extension", "actor",
  ]

  /// Words that may follow `class` used as a member modifier (`class func`, `class var`, …).
  static let notTypeNames: Set<Substring> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "public",
    "private", "internal", "fileprivate", "package", "open", "nonisolated", "convenience",
    "required", "mutating", "nonmutating", "dynamic", "lazy", "weak", "unowned", "typealias",
    "in", "where", "case", "some", "any",
  ]

  /// The keyword of each declaration found, in order.
  static func declarations(in code: String) -> [Substring] {
    namedDeclarations(in: code).map(\.keyword)
  }

  /// The names of the `class`, `struct`, `enum` and `actor` declarations, in order: the types
  /// a test filter can name.
  public static func concreteTypeNames(in code: String) -> [String] {
    namedDeclarations(in: code).filter { $0.keyword != "extension" && $0.keyword != "protocol" }
      .map { String($0.name) }
  }

  /// The names of every type declared (not extended), protocols included, in order: the
  /// types a layering rule can forbid naming.
  public static func declaredTypeNames(in code: String) -> [String] {
    namedDeclarations(in: code).filter { $0.keyword != "extension" }.map { String($0.name) }
  }

  /// Each declaration found: its keyword and the token after it (the name).
  private static func namedDeclarations(in code: String) -> [(keyword: Substring, name: Substring)]
  {
    let tokens = SwiftTokens.tokens(code)
    var found: [(keyword: Substring, name: Substring)] = []
    for (position, token) in tokens.enumerated() where keywords.contains(token) {
      if position > 0, tokens[position - 1] == "." || tokens[position - 1] == "import" {
        continue
      }
      guard position + 1 < tokens.count else { continue }
      let next = tokens[position + 1]
      let namesAType =
        SwiftTokens.isIdentifier(next) && !notTypeNames.contains(next)
        || (token == "extension" && next == "[")
      if namesAType { found.append((token, next)) }
    }
    return found
  }
}
