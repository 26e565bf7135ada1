import Foundation
import SourceAnalysis

/// The docs checks that need to know which module a name belongs to, so that a doc's claim of
/// where a responsibility lives is checked against the code:
///
/// - a pattern's page (`Docs/Patterns/<Module>.md`, for a module under `Sources/`) names only
///   files (`Presenters/LoginPresenter.swift`, `SpyViews.swift`) and methods
///   (`signInAnswered(_:)`, `.viewDidLoad`) that the pattern can see;
/// - a table with a column headed by a module's name (Docs/Architecture.md's vocabulary)
///   names, in that column, only types, members and methods that module can see.
///
/// What a module "can see" is what `Sources/<Module>` and `Tests/<Module>Tests` declare, and
/// what the modules they import declare. Method names of other libraries that a page maps to
/// its own (ReSwift's `dispatch(_:)`) go in the allow-list.
nonisolated struct PatternDocsCheck {
  let tree: SourceTree
  /// The allow-list's names: a method span written there (`dispatch(_:)`) passes.
  let allowed: Set<String>
  private var visible: [String: ModuleNames] = [:]
  /// Each folder's names, read once (Domain and the look-alikes are imported by every pattern).
  private var folders: [String: ModuleNames] = [:]

  init(tree: SourceTree, allowed: Set<String> = []) {
    self.tree = tree
    self.allowed = allowed
  }

  /// The findings in the docs `files` (paths relative to the root), in order.
  mutating func findings(in files: [String]) -> [DocsLinter.Finding] {
    var findings: [DocsLinter.Finding] = []
    for file in files {
      let text = DocsLinter.read(tree.root.appendingPathComponent(file))
      let lines = Self.linesOutsideFences(text)
      let page = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      if file.hasPrefix("Docs/Patterns/"), tree.hasModule(page) {
        for (number, line) in lines {
          findings += pageProblems(line, module: page).map {
            DocsLinter.Finding(path: file, line: number, message: $0)
          }
        }
      }
      findings += tableProblems(lines).map {
        DocsLinter.Finding(path: file, line: $0.line, message: $0.message)
      }
    }
    return findings.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
  }

  // MARK: Pattern pages

  /// What is wrong with one line of `module`'s page.
  mutating func pageProblems(_ line: String, module: String) -> [String] {
    var problems: [String] = []
    for path in Self.swiftFileNames(in: line) where !hasFile(path, module: module) {
      problems.append(
        "no file '\(path)' in Sources/\(module), Tests/\(module)Tests or what they import")
    }
    for span in DocsReferences.codeSpans(in: line) {
      if let name = Self.methodName(span), !allowed.contains(span), !canSee(name, module: module) {
        problems.append(notVisible(span, module: module))
      }
    }
    return problems
  }

  /// Module-relative or bare Swift file names in a line (`Views/LoginView.swift`,
  /// `FakePresenter.swift`); root paths (`Sources/…`) are the path check's, placeholders none.
  static func swiftFileNames(in line: String) -> [String] {
    let pattern = #/((?:[A-Za-z][\w+-]*/)*[A-Za-z][\w+-]*\.swift)(?![\w/])/#
    return line.matches(of: pattern).compactMap { match in
      // Only a whole word: not the tail of a longer path or name.
      if match.range.lowerBound > line.startIndex,
        let before = line[..<match.range.lowerBound].last,
        before.isLetter || before.isNumber || "_/.+-*<>{}…$".contains(before)
      {
        return nil
      }
      let path = String(match.output.1)
      guard !DocsReferences.roots.contains(where: { path.hasPrefix($0) }), path != "Package.swift"
      else { return nil }
      return path
    }
  }

  /// `name` for `name(_:for:)`, `name()` or `.name(_:)`: a method or case as docs write one.
  static func methodName(_ span: String) -> String? {
    guard let match = span.wholeMatch(of: #/\.?([a-z_][A-Za-z0-9_]*)\((?:[A-Za-z_]+:)*\)/#)
    else { return nil }
    return String(match.output.1)
  }

  mutating func hasFile(_ path: String, module: String) -> Bool {
    let names = names(visibleFrom: module)
    return names.files.contains { $0 == path || $0.hasSuffix("/" + path) }
  }

  // MARK: Tables with a column per module

  /// What is wrong in the tables of a doc: the cells under a module's column.
  mutating func tableProblems(_ lines: [(Int, String)]) -> [(line: Int, message: String)] {
    var problems: [(line: Int, message: String)] = []
    var columns: [Int: String] = [:]  // column index → module, while inside a table
    var previous: String?
    for (number, line) in lines {
      guard line.hasPrefix("|") else {
        columns = [:]
        previous = nil
        continue
      }
      let cells = Self.cells(line)
      if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }), let header = previous {
        columns = [:]
        for (index, cell) in Self.cells(header).enumerated() {
          let name = cell.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
          if tree.hasModule(name) { columns[index] = name }
        }
      } else if !columns.isEmpty {
        for (index, module) in columns.sorted(by: { $0.key < $1.key }) where index < cells.count {
          for span in DocsReferences.codeSpans(in: cells[index])
          where !canSeeSpan(span, module: module) {
            problems.append((number, notVisible(span, module: module)))
          }
        }
      }
      previous = line
    }
    return problems
  }

  /// Whether a code span in `module`'s column names something `module` can see: `Type`,
  /// `Type.member`, `member`, `.member`, `method(_:)`; anything else is not a name and passes.
  mutating func canSeeSpan(_ span: String, module: String) -> Bool {
    if let name = Self.methodName(span) { return canSee(name, module: module) }
    if let components = DocsReferences.swiftName(span), let first = components.first {
      return canSee(first, module: module)
    }
    var name = Substring(span)
    if name.first == "." { name = name.dropFirst() }
    guard let first = name.first, first.isLowercase, DocsReferences.isIdentifier(String(name))
    else { return true }
    return canSee(String(name), module: module)
  }

  mutating func canSee(_ name: String, module: String) -> Bool {
    name == "init" || names(visibleFrom: module).declared.contains(name)
  }

  func notVisible(_ span: String, module: String) -> String {
    "'\(span)' is declared nowhere \(module) can see (Sources/\(module), Tests/\(module)Tests"
      + " and the modules they import)"
  }

  /// What `module`, its tests and the package modules they import declare, with their files.
  mutating func names(visibleFrom module: String) -> ModuleNames {
    if let known = visible[module] { return known }
    let sources = tree.root.appendingPathComponent("Sources")
    var names = self.names(in: sources.appendingPathComponent(module))
    names.merge(self.names(in: tree.root.appendingPathComponent("Tests/\(module)Tests")))
    for imported in names.imports.sorted() where imported != module && tree.hasModule(imported) {
      names.merge(self.names(in: sources.appendingPathComponent(imported)))
    }
    visible[module] = names
    return names
  }

  /// What the Swift files under `folder` declare and import, read once per folder.
  private mutating func names(in folder: URL) -> ModuleNames {
    if let known = folders[folder.path] { return known }
    let names = ModuleNames(folder: folder)
    folders[folder.path] = names
    return names
  }

  // MARK: Markdown

  /// The lines outside fenced code blocks, numbered from 1.
  static func linesOutsideFences(_ text: String) -> [(Int, String)] {
    var lines: [(Int, String)] = []
    var fence: Substring?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
      } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = trimmed.prefix(3)
      } else {
        lines.append((index + 1, String(line)))
      }
    }
    return lines
  }

  /// A table row's cells, without the outer bars.
  static func cells(_ row: String) -> [String] {
    var body = Substring(row.trimmingCharacters(in: .whitespaces))
    if body.first == "|" { body = body.dropFirst() }
    if body.last == "|" { body = body.dropLast() }
    return body.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
  }
}
