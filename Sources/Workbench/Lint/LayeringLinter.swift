/// Checks every Swift file under `Sources/` against the layering rules and reports each
/// offending import as `FILE:LINE: error: RULE (imports MODULE)`.
public enum LayeringLinter {
  /// One offending import.
  public struct Violation: Equatable, Sendable, CustomStringConvertible {
    /// Path relative to the package root.
    public var path: String
    /// The 1-based line of the import.
    public var line: Int
    /// The rule broken.
    public var rule: LayeringRule
    /// The module of the file.
    public var module: String
    /// The module imported.
    public var imported: String

    /// `Sources/MVP/Presenters/X.swift:3: error: MVP presenters import no UI module (imports
    /// HeadlessUI) [presenters-import-no-ui]`
    public var description: String {
      "\(path):\(line): error: \(rule.statement(module: module)) (imports \(imported))"
        + " [\(rule.rawValue)]"
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

  /// Lints every module under `tree.root/Sources`.
  public static func lint(_ tree: SourceTree) -> Result {
    var violations: [Violation] = []
    var count = 0
    for module in tree.modules() {
      for file in tree.swiftFiles(inModule: module) {
        count += 1
        let role = CodeRole.classify(pathInModule: file)
        let imports = LineCounter.count(tree.read(module: module, file: file)).imports
        for declaration in imports {
          for rule in LayeringRule.broken(
            byImporting: declaration.module, module: module, role: role)
          {
            violations.append(
              Violation(
                path: tree.rootRelativePath(module: module, file: file), line: declaration.line,
                rule: rule, module: module, imported: declaration.module))
          }
        }
      }
    }
    return Result(violations: violations, filesChecked: count)
  }
}
