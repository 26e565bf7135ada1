import Foundation

/// One place where submitted code names what graded code may not call.
nonisolated public struct ScanFinding: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file, relative to the submission (or the package root).
  public var path: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes as the compiler counts them.
  public var column: Int
  /// The rule's id: `process-exit`.
  public var rule: String
  /// What the code names there: `exit`, `@_silgen_name`, `import Glibc`, `toFile:`.
  public var matched: String
  /// Why the rule exists, in one line.
  public var why: String

  /// Creates a finding.
  public init(path: String, line: Int, column: Int, rule: String, matched: String, why: String) {
    self.path = path
    self.line = line
    self.column = column
    self.rule = rule
    self.matched = matched
    self.why = why
  }

  /// `Sources/MVP/Presenters/X.swift:12:5: forbidden: exit (process-exit: ends the run
  /// before its report)`, as the layering lint writes its lines.
  public var description: String {
    "\(path):\(line):\(column): forbidden: \(matched) (\(rule): \(why))"
  }
}

/// Scans submitted Swift files for what graded code may not call (`ForbiddenRule`): the
/// code's tokens only (`SwiftLexer`), so a comment or a string that names `exit` is no hit.
nonisolated public enum SourceScan {
  /// Whether `path` is test code: it starts with `Tests/` or holds a `/Tests/` folder.
  public static func isTestCode(_ path: String) -> Bool {
    path.hasPrefix("Tests/") || path.contains("/Tests/")
  }

  /// Every finding in `files` under `rules` (each file gets the rules of its scope), by
  /// path, then line, then column.
  ///
  /// `baseline` holds what each path read before the submission (the project's file with
  /// the exercise's starting point applied): a hit on a line the baseline already has, with
  /// the same hit, is the project's and not reported, so a student who hands in the app's
  /// own file store unchanged is not failed for the app's own file access. A changed line
  /// with a hit, or a hit more, is reported.
  public static func scan(
    _ files: [(path: String, text: String)], rules: [ForbiddenRule],
    baseline: [String: String] = [:]
  ) -> [ScanFinding] {
    let app = RuleIndex(rules.filter { $0.scope.covers(testCode: false) })
    let tests = RuleIndex(rules.filter { $0.scope.covers(testCode: true) })
    return files.flatMap { file in
      let index = isTestCode(file.path) ? tests : app
      let found = findings(path: file.path, text: file.text, index: index)
      guard let before = baseline[file.path], !found.isEmpty else { return found }
      return newFindings(found, in: file.text, before: before, index: index)
    }.sorted { ($0.path, $0.line, $0.column, $0.rule) < ($1.path, $1.line, $1.column, $1.rule) }
  }

  /// The findings in one file.
  public static func scan(
    path: String, text: String, rules: [ForbiddenRule], baseline: String? = nil
  ) -> [ScanFinding] {
    scan([(path, text)], rules: rules, baseline: baseline.map { [path: $0] } ?? [:])
  }

  /// `found` less the hits `before` (the same path's earlier text) has on a line that reads
  /// the same, leading and trailing whitespace aside: each earlier hit excuses one.
  static func newFindings(
    _ found: [ScanFinding], in text: String, before: String, index: RuleIndex
  ) -> [ScanFinding] {
    let lines = sourceLines(text)
    let beforeLines = sourceLines(before)
    func key(_ finding: ScanFinding, _ lines: [Substring]) -> String {
      let line = lines.indices.contains(finding.line - 1) ? lines[finding.line - 1] : ""
      return
        "\(finding.rule)\u{0}\(finding.matched)\u{0}\(line.trimmingCharacters(in: .whitespaces))"
    }
    var excused: [String: Int] = [:]
    for finding in findings(path: "", text: before, index: index) {
      excused[key(finding, beforeLines), default: 0] += 1
    }
    return found.filter { finding in
      let key = key(finding, lines)
      guard let count = excused[key], count > 0 else { return true }
      excused[key] = count - 1
      return false
    }
  }

  /// A text's lines as the lexer numbers them (`\n`, `\r\n` and a lone `\r` each end one).
  static func sourceLines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
  }

  static func findings(path: String, text: String, index: RuleIndex) -> [ScanFinding] {
    let tokens = SwiftLexer.tokens(text)
    var found: [ScanFinding] = []
    let parameters = parameterBindings(tokens)
    var scopes: [[String]] = []
    var bound: [String: Int] = [:]
    for position in tokens.indices {
      let token = tokens[position]
      if token.is("{") {
        let names = parameters[position] ?? []
        scopes.append(names)
        for name in names { bound[name, default: 0] += 1 }
      } else if token.is("}"), let names = scopes.popLast() {
        for name in names { bound[name, default: 1] -= 1 }
      }
      let context = TokenContext(tokens: tokens, position: position, bound: bound)
      var rulesHit: Set<String> = []
      for (rule, matched) in index.hits(in: context) where rulesHit.insert(rule.id).inserted {
        found.append(
          ScanFinding(
            path: path, line: token.line, column: token.column, rule: rule.id, matched: matched,
            why: rule.why))
      }
    }
    return found
  }
}
