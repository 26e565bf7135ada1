/// One token with its neighbours and the parameter names in scope there.
nonisolated struct TokenContext {
  let tokens: [SwiftToken]
  let position: Int
  let bound: [String: Int]

  var token: SwiftToken { tokens[position] }
  func at(_ offset: Int) -> SwiftToken? {
    tokens.indices.contains(position + offset) ? tokens[position + offset] : nil
  }
  func `is`(_ offset: Int, _ text: String) -> Bool { at(offset)?.is(text) ?? false }
  func isName(_ offset: Int) -> Bool { at(offset)?.kind == .identifier }

  /// Modules whose functions are the free ones: `Glibc.exit` is `exit`.
  static let platformModules: Set<String> = [
    "Glibc", "Darwin", "Musl", "Bionic", "Android", "WinSDK", "ucrt", "CRT", "WASILibc",
    "SwiftGlibc", "Foundation", "FoundationEssentials", "C", "POSIX", "Swift", "SwiftShims",
  ]
  /// Words before a name that make it the name a declaration introduces.
  static let declaring: Set<String> = [
    "func", "var", "let", "case", "typealias", "struct", "class", "enum", "protocol", "actor",
    "associatedtype", "macro", "operator", "precedencegroup",
  ]
  /// Words that, after a name, make it a modifier (`open class`), not a use.
  static let modified: Set<String> = [
    "class", "func", "var", "let", "override", "static", "final", "subscript", "init",
    "typealias", "struct", "enum", "protocol", "extension", "actor", "required", "convenience",
    "indirect", "lazy", "weak", "unowned", "dynamic", "nonisolated", "mutating",
  ]
  /// Keywords after which `name:` is not an argument label (`return x ? a : b`).
  static let expressionKeywords: Set<String> = [
    "return", "try", "await", "throw", "in", "else", "case", "where", "is", "as", "if", "guard",
    "while", "switch",
  ]

  /// Whether the name here is an argument label or a parameter name: `(exit: 1)`,
  /// `(_ exit: Int)`, `(status exit: Int)`.
  var isLabel: Bool {
    guard self.is(1, ":"), let previous = at(-1) else { return false }
    if previous.is("(") || previous.is(",") || previous.is("_") { return true }
    return previous.kind == .identifier
      && (previous.isBackquoted || !Self.expressionKeywords.contains(previous.text))
  }

  /// Whether the name here is called with a labelled first argument: `remove(at: 1)`.
  var isCalledWithLabel: Bool {
    self.is(1, "(") && isName(2) && self.is(3, ":")
  }

  /// Whether the name here refers to the free function (or global) of that name.
  var isFreeReference: Bool {
    let name = token.text
    if self.is(-1, ".") {
      guard let base = at(-2), base.kind == .identifier, Self.platformModules.contains(base.text)
      else { return false }
    } else if let previous = at(-1), previous.kind == .identifier, !previous.isBackquoted,
      Self.declaring.contains(previous.text)
    {
      return false
    }
    if isLabel || isCalledWithLabel || (bound[name] ?? 0) > 0 { return false }
    if let next = at(1), next.kind == .identifier, !next.isBackquoted,
      Self.modified.contains(next.text)
    {
      return false
    }
    return true
  }
}
