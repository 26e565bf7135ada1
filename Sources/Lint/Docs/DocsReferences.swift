/// What a Markdown file names that must exist in the package: root-relative paths
/// (`Sources/…`, `Tests/…`, `Scripts/…`, `Docs/…`), relative link targets, and back-quoted
/// Swift names (`LoginPresenter`, `CatalogQuery.searchDelay`).
///
/// Skipped by rule: paths holding a placeholder or a glob (`<`, `>`, `*`, `{`, `}`, `…`,
/// `...`, `$`); links with a scheme (`https:`) or only an anchor; code spans that are not a
/// name or a dotted chain of names starting with an UpperCamelCase one that has a lowercase
/// letter (so `swift test`, `rx.items`, `URL`, `Package.swift` and `README.md` are not
/// types); names in fenced code blocks (only paths are checked there).
nonisolated enum DocsReferences {
  /// One thing a doc names.
  struct Reference: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
      /// A path from the package root, perhaps with `#anchor`.
      case rootPath
      /// A Markdown link target, relative to the doc's folder, perhaps with `#anchor`.
      case link
      /// A Swift name: `Type` or `Type.member…` (components).
      case swiftName([String])
    }
    var kind: Kind
    /// As written.
    var text: String
    /// 1-based line.
    var line: Int
  }

  static let roots = ["Sources/", "Tests/", "Scripts/", "Docs/"]
  static let placeholderMarks = ["<", ">", "*", "{", "}", "…", "...", "$"]
  /// Characters that end a path written in prose.
  static let pathEnd: Set<Character> = [
    " ", "\t", "`", "'", "\"", "(", ")", "[", "]", "|", ",", ";",
  ]
  /// Last components that make a dotted name a file name: `Package.swift`, `AppSpec.md`.
  static let fileExtensions: Set<String> = [
    "swift", "md", "sh", "json", "html", "txt", "yml", "yaml", "scenario", "xml", "log",
    "profdata", "profraw", "xctest", "resolved", "plist", "csv", "svg", "png",
  ]

  /// Every reference in `markdown`, in order.
  static func references(in markdown: String) -> [Reference] {
    var found: [Reference] = []
    var fence: Substring?
    for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = String(rawLine)
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
      } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = trimmed.prefix(3)
        continue
      }
      found += rootPaths(in: line).map { Reference(kind: .rootPath, text: $0, line: index + 1) }
      guard fence == nil else { continue }
      found += links(in: withoutCodeSpans(line)).map {
        Reference(kind: .link, text: $0, line: index + 1)
      }
      for span in codeSpans(in: line) {
        if let components = swiftName(span) {
          found.append(Reference(kind: .swiftName(components), text: span, line: index + 1))
        }
      }
    }
    return found
  }

  /// Paths starting with one of `roots` at a word start, placeholders skipped.
  static func rootPaths(in line: String) -> [String] {
    var paths: [String] = []
    let characters = Array(line)
    var index = 0
    while index < characters.count {
      let previous = index > 0 ? characters[index - 1] : " "
      let startsWord =
        !(previous.isLetter || previous.isNumber || "./-_~".contains(previous))
      guard startsWord, let root = roots.first(where: { matches($0, characters, at: index) })
      else {
        index += 1
        continue
      }
      var end = index + root.count
      while end < characters.count, !pathEnd.contains(characters[end]) { end += 1 }
      var path = String(characters[index..<end])
      while let last = path.last, ".:,;!?".contains(last) { path.removeLast() }
      index = end
      if placeholderMarks.contains(where: { path.contains($0) }) { continue }
      paths.append(path)
    }
    return paths
  }

  private static func matches(_ prefix: String, _ characters: [Character], at index: Int) -> Bool {
    let prefix = Array(prefix)
    guard index + prefix.count <= characters.count else { return false }
    return Array(characters[index..<index + prefix.count]) == prefix
  }

  /// Targets of inline links `[text](target)` that are relative files (no scheme, not only
  /// an anchor), placeholders skipped.
  static func links(in line: String) -> [String] {
    var targets: [String] = []
    var rest = line[...]
    while let open = rest.range(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(of: ")") else { break }
      let target = String(after[..<close]).split(separator: " ").first.map(String.init) ?? ""
      rest = after[close...]
      if target.isEmpty || target.hasPrefix("#") || target.contains(":") { continue }
      if placeholderMarks.contains(where: { target.contains($0) }) { continue }
      targets.append(target)
    }
    return targets
  }

  /// `line` with its code spans removed (a link written in a code span is an example).
  static func withoutCodeSpans(_ line: String) -> String {
    line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
  }

  /// The contents of single-backtick code spans.
  static func codeSpans(in line: String) -> [String] {
    let parts = line.split(separator: "`", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return [] }
    return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
  }

  /// `Type`, `Type.member`, `Type.method(_:)`, `Type.member()`, `Type<Argument>` as
  /// components; nil for anything else.
  static func swiftName(_ span: String) -> [String]? {
    var name = Substring(span)
    if let paren = name.firstIndex(of: "("), name.last == ")" { name = name[..<paren] }
    // `Observable<Int>`, `Driver<String>`: the generic type itself.
    if let angle = name.firstIndex(of: "<"), name.last == ">" { name = name[..<angle] }
    let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let first = components.first, let initial = first.first, initial.isUppercase,
      first.contains(where: \.isLowercase),
      components.allSatisfy(isIdentifier)
    else { return nil }
    if components.count > 1, let last = components.last, fileExtensions.contains(last) {
      return nil
    }
    return components
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
  }
}
