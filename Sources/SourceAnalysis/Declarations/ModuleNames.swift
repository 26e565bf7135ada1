import Foundation

/// What one folder of Swift files declares and imports, read from their code (comments and
/// strings blanked): every declared name by its simple spelling (types, members, free
/// functions, enum cases), the modules imported, and the files' paths. `PatternDocsCheck` uses
/// it to tell whether a doc names something a given pattern can see.
public struct ModuleNames: Sendable {
  /// Every name declared in the folder's files.
  public private(set) var declared: Set<String> = []
  /// The modules the folder's files import.
  public private(set) var imports: Set<String> = []
  /// The folder's Swift files, relative to it (`Presenters/LoginPresenter.swift`).
  public private(set) var files: [String] = []

  static let keywords: Set<Substring> = [
    "func", "var", "let", "case", "class", "struct", "enum", "protocol", "actor", "typealias",
    "associatedtype",
  ]

  /// The names of the Swift files under `folder`, at any depth (none if it does not exist).
  public init(folder: URL) {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return }
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift"), !relative.hasPrefix(".") else { continue }
      files.append(relative)
      let url = folder.appendingPathComponent(relative)
      add(source: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }
    files.sort()
  }

  /// Adds what `other` declares, imports and holds (its files keep their own paths).
  public mutating func merge(_ other: ModuleNames) {
    declared.formUnion(other.declared)
    imports.formUnion(other.imports)
    files += other.files
  }

  /// Adds the declarations and imports of one Swift file.
  mutating func add(source: String) {
    let lines = SwiftSourceScanner.scan(source).map(\.code)
    imports.formUnion(ImportFinder.imports(inCodeLines: lines).map(\.module))
    let tokens = SwiftTokens.tokens(lines.joined(separator: "\n"))
    for (index, token) in tokens.enumerated() where Self.keywords.contains(token) {
      var next = index + 1
      while next < tokens.count {
        let name = tokens[next]
        guard SwiftTokens.isIdentifier(name) else { break }
        declared.insert(String(name).trimmingCharacters(in: CharacterSet(charactersIn: "`")))
        // `case a, b(Int), c`: every case of the list.
        guard token == "case" else { break }
        next += 1
        if next < tokens.count, tokens[next] == "(" { next = Self.skipParentheses(tokens, next) }
        guard next < tokens.count, tokens[next] == "," else { break }
        next += 1
      }
    }
  }

  /// The index after the parenthesis that closes the one at `open`.
  static func skipParentheses(_ tokens: [Substring], _ open: Int) -> Int {
    var depth = 0
    var index = open
    while index < tokens.count {
      if tokens[index] == "(" { depth += 1 }
      if tokens[index] == ")" { depth -= 1 }
      index += 1
      if depth == 0 { break }
    }
    return index
  }
}
