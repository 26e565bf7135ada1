
/// The rules of one scope, indexed by the token each kind of match starts at.
nonisolated struct RuleIndex {
  typealias Entry = (rule: ForbiddenRule, match: ForbiddenRule.Match)
  private var byName: [String: [Entry]] = [:]
  private var byAttribute: [String: [Entry]] = [:]
  private var byPound: [String: [Entry]] = [:]
  private var byModule: [String: [Entry]] = [:]
  private var prefixes: [(prefix: String, entry: Entry)] = []
  private var modulePrefixes: [(prefix: String, entry: Entry)] = []

  init(_ rules: [ForbiddenRule]) {
    for rule in rules {
      for match in rule.matches {
        let entry = (rule, match)
        switch match {
        case .name(let name), .function(let name), .label(let name):
          byName[name, default: []].append(entry)
        case .member(_, let name, _):
          byName[name, default: []].append(entry)
        case .initializer(let type, _):
          byName[type, default: []].append(entry)
          if type != "init" { byName["init", default: []].append(entry) }
        case .prefix(let prefix): prefixes.append((prefix, entry))
        case .attribute(let name, _): byAttribute[name, default: []].append(entry)
        case .pound(let name): byPound[name, default: []].append(entry)
        case .module(let name, let isPrefix):
          if isPrefix {
            modulePrefixes.append((name, entry))
          } else {
            byModule[name, default: []].append(entry)
          }
        }
      }
    }
  }

  /// The rules the token at `context` breaks, each with what it matched.
  func hits(in context: TokenContext) -> [(ForbiddenRule, String)] {
    let token = context.token
    switch token.kind {
    case .attribute:
      let name = String(token.text.dropFirst())
      return (byAttribute[name] ?? []).compactMap { entry in
        guard case .attribute(_, let argument) = entry.match else { return nil }
        if let argument, !(context.is(1, "(") && context.at(2)?.text == argument) { return nil }
        return (entry.rule, entry.match.description)
      }
    case .pound:
      return (byPound[String(token.text.dropFirst())] ?? []).map { ($0.rule, token.text) }
    case .identifier:
      var hits = (byName[token.text] ?? []).compactMap { entry in
        matches(entry.match, context) ? (entry.rule, shown(entry.match, token)) : nil
      }
      hits += prefixes.filter { token.text.hasPrefix($0.prefix) && token.text != $0.prefix }
        .map { ($0.entry.rule, token.text) }
      if token.is("import") { hits += importHits(context) }
      return hits
    default:
      return []
    }
  }

  private func shown(_ match: ForbiddenRule.Match, _ token: SwiftToken) -> String {
    switch match {
    case .name, .function: token.text
    default: match.description
    }
  }

  private func matches(_ match: ForbiddenRule.Match, _ context: TokenContext) -> Bool {
    switch match {
    case .name: return true
    case .function: return context.isFreeReference
    case .label: return context.isLabel
    case .member(let base, _, let label):
      guard context.is(-1, "."), base.map({ context.at(-2)?.text == $0 }) ?? true else {
        return false
      }
      return label.map { context.is(1, "(") && context.at(2)?.text == $0 && context.is(3, ":") }
        ?? true
    case .initializer(let type, let label):
      guard context.isCalledWithLabel, context.at(2)?.text == label else { return false }
      if context.token.text == type { return true }
      return context.token.text == "init" && (type == "init" || context.at(-2)?.text == type)
        && context.is(-1, ".")
    default: return false
    }
  }

  /// `import Glibc`, `import func Darwin.exit`, `@_exported import _FoundationCShims`.
  private func importHits(_ context: TokenContext) -> [(ForbiddenRule, String)] {
    var offset = 1
    if let kind = context.at(offset), kind.kind == .identifier,
      ["class", "struct", "enum", "protocol", "typealias", "func", "let", "var", "actor", "macro"]
        .contains(kind.text)
    {
      offset += 1
    }
    guard let module = context.at(offset), module.kind == .identifier else { return [] }
    let entries =
      (byModule[module.text] ?? [])
      + modulePrefixes.filter { module.text.hasPrefix($0.prefix) }.map(\.entry)
    return entries.map { ($0.rule, "import " + module.text) }
  }
}
