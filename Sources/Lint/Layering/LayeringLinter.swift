import PatternModel
import SourceAnalysis

/// Checks every Swift file under `Sources/` against the layering rules (the project's and
/// each pattern's, see `ProjectRules.all`) and reports each offence as
/// `FILE:LINE: error: RULE (DETAIL) [ID]`.
nonisolated public enum LayeringLinter {
  /// One offence.
  public struct Violation: Equatable, Sendable, CustomStringConvertible {
    /// Path relative to the package root.
    public var path: String
    /// The 1-based line of the offence.
    public var line: Int
    /// The rule broken.
    public var rule: LayeringRule
    /// The module of the file.
    public var module: String
    /// What the line does: `imports HeadlessUI`, `names LoginPresenter`,
    /// `creates LoginViewController`.
    public var detail: String

    /// `Sources/MVP/Presenters/X.swift:3: error: MVP presenters import no UI module (imports
    /// HeadlessUI) [presenters-import-no-ui]`
    public var description: String {
      "\(path):\(line): error: \(rule.statement) (\(detail)) [\(rule.id)]"
    }
  }

  /// What a lint run found.
  public struct Result: Equatable, Sendable {
    /// The violations, by path then line.
    public var violations: [Violation]
    /// How many files were checked.
    public var filesChecked: Int

    /// The closing line: `lint: 42 files, no layering violations` or
    /// `lint: 2 layering violations in 42 files`.
    public var summary: String {
      if violations.isEmpty { return "lint: \(filesChecked) files, no layering violations" }
      let noun = violations.count == 1 ? "violation" : "violations"
      return "lint: \(violations.count) layering \(noun) in \(filesChecked) files"
    }
  }

  /// Lints every module under `tree.root/Sources` against the project's rules and those of
  /// `patterns`.
  public static func lint(_ tree: SourceTree, patterns: [PatternDescription]) -> Result {
    lint(tree, rules: ProjectRules.all(patterns: patterns), patterns: patterns)
  }

  /// Lints with an explicit rule set; `patterns` tell each file's role.
  public static func lint(
    _ tree: SourceTree, rules: [LayeringRule], patterns: [PatternDescription]
  ) -> Result {
    var violations: [Violation] = []
    var count = 0
    for module in tree.modules() {
      let pattern = patterns.first { $0.module == module }
      let files = tree.swiftFiles(inModule: module)
      let roleOf = { (file: String) in
        pattern?.role(ofPathInModule: file).folder ?? PatternRole.other.folder
      }
      var declaredInRole: [String: Set<String>] = [:]
      func declared(in role: String) -> Set<String> {
        if let known = declaredInRole[role] { return known }
        let code = files.filter { roleOf($0) == role }.map { file in
          SwiftSourceScanner.scan(tree.read(module: module, file: file)).map(\.code)
            .joined(separator: "\n")
        }
        let names = Set(code.flatMap(TypeDeclarationFinder.declaredTypeNames(in:)))
        declaredInRole[role] = names
        return names
      }
      for file in files {
        count += 1
        let role = roleOf(file)
        let covering = rules.filter { $0.covers(module: module, role: role) }
        guard !covering.isEmpty else { continue }
        let lines = SwiftSourceScanner.scan(tree.read(module: module, file: file))
        let imports = ImportFinder.imports(inCodeLines: lines.map(\.code))
        var found: [Violation] = []
        for rule in covering {
          let offences = LayeringCheck.offences(
            of: rule.check, role: role, imports: imports, lines: lines.map(\.code),
            declaredInRole: declared(in:))
          found += offences.map {
            Violation(
              path: tree.rootRelativePath(module: module, file: file), line: $0.line, rule: rule,
              module: module, detail: $0.detail)
          }
        }
        // By line; on one line, in rule order (a stable sort).
        violations += found.enumerated().sorted {
          ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
        }.map(\.element)
      }
    }
    return Result(violations: violations, filesChecked: count)
  }
}
