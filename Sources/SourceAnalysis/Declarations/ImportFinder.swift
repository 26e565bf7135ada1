/// Finds `import` declarations in code lines from `SwiftSourceScanner`: plain, with attributes
/// (`@testable`, `@preconcurrency`, `@_spi(X)`, …), with an access level (`public import`) and
/// with a kind (`import class A.B`). Comments and strings are already blanked out, so nothing
/// inside them is ever reported.
nonisolated public enum ImportFinder {
  static let accessLevels: Set<Substring> = [
    "public", "package", "internal", "fileprivate", "private", "open",
  ]
  static let kinds: Set<Substring> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// Every import in `lines` (index 0 is line 1).
  public static func imports(inCodeLines lines: [String]) -> [ImportDeclaration] {
    var found: [ImportDeclaration] = []
    for (offset, line) in lines.enumerated() where line.contains("import") {
      for statement in line.split(separator: ";") {
        if let module = importedModule(in: SwiftTokens.tokens(statement)) {
          found.append(ImportDeclaration(module: module, line: offset + 1))
        }
      }
    }
    return found
  }

  /// The module a statement's tokens import, or nil when it is not an import.
  static func importedModule(in tokens: [Substring]) -> String? {
    var position = 0
    while position < tokens.count {
      let token = tokens[position]
      if token.hasPrefix("@") {
        position += 1
        if position < tokens.count, tokens[position] == "(" {
          var depth = 0
          while position < tokens.count {
            if tokens[position] == "(" { depth += 1 }
            if tokens[position] == ")" { depth -= 1 }
            position += 1
            if depth == 0 { break }
          }
        }
      } else if accessLevels.contains(token) {
        position += 1
      } else {
        break
      }
    }
    guard position < tokens.count, tokens[position] == "import" else { return nil }
    position += 1
    if position + 1 < tokens.count, kinds.contains(tokens[position]),
      SwiftTokens.isIdentifier(tokens[position + 1])
    {
      position += 1
    }
    guard position < tokens.count, SwiftTokens.isIdentifier(tokens[position]) else { return nil }
    return String(tokens[position].filter { $0 != "`" })
  }
}
