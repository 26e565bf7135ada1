import PatternModel
import SourceAnalysis

/// Runs one `LayeringRule.Check` on one file's lines.
nonisolated enum LayeringCheck {
  /// Where a file breaks a check, and what it does there.
  struct Offence: Equatable {
    var line: Int
    var detail: String
  }

  /// The offences of a file in role folder `role`, from its imports and its code lines
  /// (comments removed and string contents blanked, as `SwiftSourceScanner` gives them).
  static func offences(
    of check: LayeringRule.Check, role: String, imports: [ImportDeclaration], lines: [String],
    declaredInRole: (String) -> Set<String>
  ) -> [Offence] {
    switch check {
    case .importsNone(let modules):
      return imports.filter { modules.contains($0.module) }.map {
        Offence(line: $0.line, detail: "imports \($0.module)")
      }
    case .namesNoTypes(let otherRole, let suffixes):
      let forbidden = otherRole.map(declaredInRole) ?? []
      return eachLine(lines) { tokens in
        tokens.first { token in
          SwiftTokens.isIdentifier(token)
            && (forbidden.contains(String(token))
              || suffixes.contains { token.hasSuffix($0) && token.first?.isUppercase == true })
        }.map { "names \($0)" }
      }
    case .onlyRolesCreate(let suffix, let roles):
      guard !roles.contains(role) else { return [] }
      return eachLine(lines) { tokens in
        for (index, token) in tokens.enumerated()
        where token.hasSuffix(suffix) && token.first?.isUppercase == true {
          let next = afterGenericArguments(tokens.dropFirst(index + 1))
          let calls =
            next.first == "("
            || (next.first == "." && next.dropFirst().first == "init")
          let declares =
            index > 0 && ["class", "struct", "func", "extension"].contains(tokens[index - 1])
          if calls, !declares { return "creates \(token)" }
        }
        return nil
      }
    }
  }

  /// The tokens after a generic argument clause (`<Int, [String]>`) that opens `tokens`, or
  /// `tokens` itself when none does: `Store<Int>(` calls as `Store(` does.
  private static func afterGenericArguments(_ tokens: ArraySlice<Substring>)
    -> ArraySlice<Substring>
  {
    guard tokens.first == "<" else { return tokens }
    var depth = 0
    for (offset, token) in zip(tokens.indices, tokens) {
      depth += token.filter { $0 == "<" }.count - token.filter { $0 == ">" }.count
      if depth <= 0 { return tokens[(offset + 1)...] }
    }
    return tokens
  }

  /// One offence per line at most: the first thing `find` names on it. Import lines are
  /// left to `importsNone`.
  private static func eachLine(
    _ lines: [String], find: ([Substring]) -> String?
  ) -> [Offence] {
    lines.enumerated().compactMap { number, code in
      let tokens = SwiftTokens.tokens(code)
      if tokens.contains("import") { return nil }
      return find(tokens).map { Offence(line: number + 1, detail: $0) }
    }
  }
}
