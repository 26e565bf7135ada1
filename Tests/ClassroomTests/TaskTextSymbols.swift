import Foundation

/// The Swift symbols a task text names in its code spans (`` `Type.member` ``,
/// `` `Type.member(_:)` ``, `` `function(label:)` ``, `` `.caseName(a:_:)` ``, `` `TypeName` ``),
/// each with the sentence that names it, and where they are declared: a reasonable reader of
/// Swift declarations for the tests of the bundled task texts, not a parser.
struct TaskTextSymbols {
  /// One symbol named in a code span.
  struct Mention: Hashable {
    /// The type part (`CatalogStore` of `CatalogStore.undo(_:)`), if any.
    var type: String?
    /// The member or function name (`undo`), if any.
    var member: String?
    /// The argument labels given (`["_"]` for `(_:)`, `[]` for `()`), or nil without parens.
    var labels: [String]?
    /// The span as written.
    var text: String
    /// The sentence holding it, code spans included.
    var sentence: String
  }

  /// The symbols `markdown` names, in order, fenced code blocks left out.
  static func mentions(in markdown: String) -> [Mention] {
    var prose = ""
    var inFence = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        continue
      }
      // A blank line or a list item starts a new sentence.
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let opensItem = trimmed.hasPrefix("- ") || trimmed.first?.isNumber == true || trimmed.isEmpty
      if !inFence { prose += (opensItem ? "\n\n" : " ") + trimmed }
    }
    var mentions: [Mention] = []
    for sentence in sentences(prose) {
      for span in sentence.matches(of: /`([^`]+)`/).map({ String($0.1) }) {
        if let mention = parse(span, sentence: sentence) { mentions.append(mention) }
      }
    }
    return mentions
  }

  /// `text` cut after each `.`, `!` or `?` followed by a space, and at paragraph breaks.
  static func sentences(_ text: String) -> [String] {
    var sentences: [String] = []
    for paragraph in text.components(separatedBy: "\n\n") {
      var current = ""
      var ended = false
      for character in paragraph {
        if ended, character.isWhitespace {
          sentences.append(current)
          current = ""
        }
        ended = ".!?".contains(character)
        current.append(character)
      }
      sentences.append(current)
    }
    return sentences.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  private static func parse(_ span: String, sentence: String) -> Mention? {
    let identifier = "[A-Za-z_][A-Za-z0-9_]*"
    let labels = "\\(((?:\(identifier):)*)\\)"
    let qualified = try! Regex("^([A-Z][A-Za-z0-9_]*)\\.(\(identifier))(?:\(labels))?$")
    let function = try! Regex("^\\.?([a-z_][A-Za-z0-9_]*)\(labels)$")
    let typeName = /^[A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*$/
    func split(_ labels: Substring?) -> [String]? {
      labels.map { $0.split(separator: ":").map(String.init) }
    }
    if let match = try? qualified.wholeMatch(in: span) {
      let parts = match.output.map { $0.substring }
      return Mention(
        type: parts[1].map(String.init), member: parts[2].map(String.init),
        labels: parts.count > 3 ? split(parts[3]) : nil, text: span, sentence: sentence)
    }
    if let match = try? function.wholeMatch(in: span) {
      let parts = match.output.map { $0.substring }
      return Mention(
        type: nil, member: parts[1].map(String.init), labels: split(parts[2]) ?? [],
        text: span, sentence: sentence)
    }
    if span.wholeMatch(of: typeName) != nil {
      return Mention(type: span, member: nil, labels: nil, text: span, sentence: sentence)
    }
    return nil
  }

  /// Words that say a symbol is there already, for a sentence that names it.
  static let claimsItExists =
    /\balready\b|\bexists?\b|\bships?\b|\bis given\b|\bgives you\b|\bnot yours\b|\bis yours to keep\b|\bnone of (?:that|this|it) is yours\b/
}
