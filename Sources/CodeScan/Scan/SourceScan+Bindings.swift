/// The parameters a function or closure body binds: inside that body, a parameter named
/// `write` is what `write(…)` calls, not the C function.
extension SourceScan {
  /// How far the scan looks for a parameter clause, a body or a closure's `in`: beyond it,
  /// it binds nothing (so a name stays forbidden), and the work stays linear.
  static let lookahead = 512

  /// Words that begin another declaration: met before a `{`, the function had no body.
  static let declarationStarters: Set<String> = [
    "func", "var", "let", "init", "deinit", "subscript", "case", "struct", "class", "enum",
    "protocol", "extension", "actor", "typealias", "associatedtype", "import", "operator",
    "precedencegroup", "macro",
  ]

  /// For the index of each `{` that opens a function's or a closure's body, the names of
  /// its parameters.
  static func parameterBindings(_ tokens: [SwiftToken]) -> [Int: [String]] {
    var result: [Int: [String]] = [:]
    for position in tokens.indices {
      let token = tokens[position]
      if token.kind == .identifier, !token.isBackquoted,
        ["func", "init", "subscript"].contains(token.text),
        position == 0 || !tokens[position - 1].is(".")
      {
        if let (names, body) = functionParameters(tokens, keyword: position) {
          result[body, default: []] += names
        }
      } else if token.is("{"), let names = closureParameters(tokens, brace: position) {
        result[position, default: []] += names
      }
    }
    return result
  }

  /// The parameter names of the function declared at `keyword`, and where its body opens.
  static func functionParameters(_ tokens: [SwiftToken], keyword: Int) -> ([String], Int)? {
    var cursor = keyword + 1
    if tokens[keyword].text == "func" { cursor += 1 }  // the name
    if cursor < tokens.count, tokens[cursor].kind == .operator,
      tokens[cursor].text == "?" || tokens[cursor].text == "!"
    {
      cursor += 1  // init? and init!
    }
    if cursor < tokens.count, tokens[cursor].kind == .operator, tokens[cursor].text.hasPrefix("<") {
      var depth = 0
      repeat {
        let text = tokens[cursor].kind == .operator ? tokens[cursor].text : ""
        depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
        cursor += 1
      } while cursor < tokens.count && depth > 0 && cursor - keyword < lookahead
    }
    guard let (names, end) = parameterClause(tokens, open: cursor, untyped: false) else {
      return nil
    }
    cursor = end
    while cursor < tokens.count, cursor - end < lookahead {
      let token = tokens[cursor]
      if token.is("{") { return (names, cursor) }
      if token.is("}") || token.is(";") || token.is("=") || token.kind == .attribute
        || token.kind == .pound
        || (token.kind == .identifier && !token.isBackquoted
          && declarationStarters.contains(token.text))
      {
        return nil
      }
      cursor += 1
    }
    return nil
  }

  /// The names a parenthesised parameter clause at `open` binds (the name before each
  /// top-level `:`, or with `untyped` a lone name), and the index after its `)`.
  static func parameterClause(_ tokens: [SwiftToken], open: Int, untyped: Bool)
    -> ([String], Int)?
  {
    guard open < tokens.count, tokens[open].is("(") else { return nil }
    var names: [String] = []
    var segment: [SwiftToken] = []
    var typed = false
    var depth = 0
    var cursor = open
    func close() -> Bool {
      defer {
        segment = []
        typed = false
      }
      if typed || untyped && segment.count == 1 {
        guard let name = segment.last, name.kind == .identifier else { return segment.isEmpty }
        if name.text != "_" { names.append(name.text) }
        return true
      }
      return segment.isEmpty
    }
    while cursor < tokens.count, cursor - open < lookahead {
      let token = tokens[cursor]
      cursor += 1
      if token.is("(") || token.is("[") || token.is("{") {
        depth += 1
        if depth == 1 { continue }
      } else if token.is(")") || token.is("]") || token.is("}") {
        depth -= 1
        if depth == 0 { return close() ? (names, cursor) : nil }
      }
      guard depth == 1 else { continue }
      if token.is(",") {
        guard close() else { return nil }
      } else if token.is(":"), !typed {
        typed = true
      } else if !typed {
        segment.append(token)
      }
    }
    return nil
  }

  /// The parameter names of the closure whose `{` is at `brace` (`{ a, b in`,
  /// `{ [weak self] (a: Int) -> Int in`), or nil when it declares none.
  static func closureParameters(_ tokens: [SwiftToken], brace: Int) -> [String]? {
    var cursor = brace + 1
    if cursor < tokens.count, tokens[cursor].is("[") {
      var depth = 0
      repeat {
        if tokens[cursor].is("[") { depth += 1 } else if tokens[cursor].is("]") { depth -= 1 }
        cursor += 1
      } while cursor < tokens.count && depth > 0 && cursor - brace < lookahead
    }
    var names: [String] = []
    if cursor < tokens.count, tokens[cursor].is("(") {
      guard let (clause, end) = parameterClause(tokens, open: cursor, untyped: true) else {
        return nil
      }
      names = clause
      cursor = end
      while cursor < tokens.count, !tokens[cursor].is("in"), cursor - brace < lookahead {
        if tokens[cursor].is("{") || tokens[cursor].is("}") || tokens[cursor].is(";") {
          return nil
        }
        cursor += 1
      }
    } else {
      while cursor < tokens.count, tokens[cursor].kind == .identifier, !tokens[cursor].is("in"),
        cursor - brace < lookahead
      {
        if tokens[cursor].text != "_" { names.append(tokens[cursor].text) }
        cursor += 1
        guard cursor < tokens.count, tokens[cursor].is(",") || tokens[cursor].is("in") else {
          return nil
        }
        if tokens[cursor].is(",") { cursor += 1 }
      }
    }
    guard cursor < tokens.count, tokens[cursor].is("in"), !names.isEmpty else { return nil }
    return names
  }
}
