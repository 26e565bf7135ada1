/// Counts a Swift file's code lines, comment lines and declared types, and lists its imports.
///
/// A line is *blank* when it holds only whitespace (even inside a comment or a multi-line
/// string), *code* when it holds any non-whitespace character outside comments (string
/// contents are code), and *comment* otherwise. A line with code and a trailing comment is a
/// code line only.
public enum LineCounter {
  /// Counts one file's source text.
  public static func count(_ source: String) -> SourceMetrics {
    let lines = SwiftSourceScanner.scan(source)
    var metrics = SourceMetrics()
    for line in lines {
      if line.hasCode {
        metrics.codeLines += 1
      } else if line.hasComment {
        metrics.commentLines += 1
      } else {
        metrics.blankLines += 1
      }
    }
    let code = lines.map(\.code)
    metrics.types = TypeDeclarationFinder.declarations(in: code.joined(separator: "\n")).count
    metrics.imports = ImportFinder.imports(inCodeLines: code)
    return metrics
  }
}

/// What `LineCounter` finds in one file.
public struct SourceMetrics: Equatable, Sendable {
  /// Lines with code (not blank, not only comment).
  public var codeLines = 0
  /// Lines holding only comment (and whitespace).
  public var commentLines = 0
  /// Lines holding only whitespace.
  public var blankLines = 0
  /// Declared types: `class`, `struct`, `enum`, `protocol`, `extension` and `actor`.
  public var types = 0
  /// The file's import declarations, in order.
  public var imports: [ImportDeclaration] = []

  /// Creates empty metrics.
  public init() {}

  /// The modules the file imports, without duplicates, in order of first import.
  public var importedModules: [String] {
    var seen: Set<String> = []
    return imports.map(\.module).filter { seen.insert($0).inserted }
  }
}

/// One `import` declaration: the module and the 1-based line it sits on.
nonisolated public struct ImportDeclaration: Equatable, Sendable {
  /// The imported module (for `import class A.B`, `A`).
  public var module: String
  /// The 1-based line number.
  public var line: Int

  /// Creates a declaration.
  public init(module: String, line: Int) {
    self.module = module
    self.line = line
  }
}
