import Classroom
import Foundation
import SourceAnalysis

/// Checks that the docs (README.md, Docs/*.md, Docs/**/*.md) name only what exists: every
/// root-relative path and relative link target (and its `#anchor`, against the target's
/// headings), and every back-quoted Swift type or `Type.member` (declared under Sources/ or
/// Tests/, members through extensions and supertypes; see `DocsReferences` for what is
/// skipped). Names with no declaration here, such as Apple or RxSwift names without a clone,
/// go in the allow-list `Docs/.lint-allow`, one per line (`Name` also allows `Name.member`),
/// `#` starting a comment. A pattern's page and a table with a column per module are also held
/// to what that module can see (`PatternDocsCheck`).
nonisolated public enum DocsLinter {
  /// The allow-list, relative to the package root.
  public static let allowListPath = "Docs/.lint-allow"
  /// Names of the language itself, never declared anywhere.
  static let languageNames: Set<String> = ["Self", "Any", "AnyObject", "Type", "Protocol"]

  /// One broken reference.
  public struct Finding: Equatable, Sendable, CustomStringConvertible {
    /// The doc, relative to the package root.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// `Docs/Report.md:12: error: MESSAGE`, as the Swift compiler writes diagnostics.
    public var description: String { "\(path):\(line): error: \(message)" }
  }

  /// What a run found.
  public struct Result: Equatable, Sendable {
    /// The findings, by doc then line.
    public var findings: [Finding]
    /// How many docs were read.
    public var filesChecked: Int
    /// How many references were checked.
    public var referencesChecked: Int

    /// A run's result from its parts.
    public init(findings: [Finding], filesChecked: Int, referencesChecked: Int) {
      self.findings = findings
      self.filesChecked = filesChecked
      self.referencesChecked = referencesChecked
    }

    /// `docs: 14 files, 530 references, none broken` or `docs: 2 broken references in 14
    /// files`.
    public var summary: String {
      if findings.isEmpty {
        return "docs: \(filesChecked) files, \(referencesChecked) references, none broken"
      }
      let noun = findings.count == 1 ? "reference" : "references"
      return "docs: \(findings.count) broken \(noun) in \(filesChecked) files"
    }
  }

  /// The docs checked, relative to the root: README.md, then Docs/ at any depth, sorted.
  public static func docFiles(in root: URL) -> [String] {
    var files: [String] = []
    let docs = root.appendingPathComponent("Docs")
    if let enumerator = FileManager.default.enumerator(atPath: docs.path) {
      while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(".md"),
          !relative.split(separator: "/").contains(where: {
            $0.hasPrefix(".")
          })
        {
          files.append("Docs/" + relative)
        }
      }
    }
    let readme = FileManager.default.fileExists(
      atPath: root.appendingPathComponent("README.md").path)
    return (readme ? ["README.md"] : []) + files.sorted()
  }

  /// Lints the docs of `tree`.
  public static func lint(_ tree: SourceTree) -> Result {
    let root = tree.root
    var index = DeclarationIndex()
    var modules: Set<String> = []
    for folder in ["Sources", "Tests"] {
      let base = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
      modules.formUnion(names.filter { !$0.hasPrefix(".") })
      guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
      while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(".swift") {
          index.add(source: read(base.appendingPathComponent(relative)))
        } else if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory,
          let folder = relative.split(separator: "/").last
        {
          modules.insert(String(folder))  // a role folder such as `Presenters`
        }
      }
    }
    let allowed = allowList(read(root.appendingPathComponent(allowListPath)))
    var findings: [Finding] = []
    var count = 0
    let files = docFiles(in: root)
    for file in files {
      let url = root.appendingPathComponent(file)
      for reference in DocsReferences.references(in: read(url)) {
        count += 1
        let problem: String?
        switch reference.kind {
        case .rootPath:
          problem = checkPath(reference.text, from: root, root: root)
        case .link:
          problem = checkPath(reference.text, from: url.deletingLastPathComponent(), root: root)
        case .swiftName(let components):
          problem = checkName(components, index: index, modules: modules, allowed: allowed)
        }
        let finding = problem.map { Finding(path: file, line: reference.line, message: $0) }
        if let finding, findings.last != finding { findings.append(finding) }
      }
    }
    var patterns = PatternDocsCheck(tree: tree, allowed: allowed)
    let order = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, $0) })
    findings = (findings + patterns.findings(in: files)).enumerated().sorted {
      (order[$0.element.path] ?? 0, $0.element.line, $0.offset)
        < (order[$1.element.path] ?? 0, $1.element.line, $1.offset)
    }.map(\.element)
    return Result(findings: findings, filesChecked: files.count, referencesChecked: count)
  }

  /// The names of an allow-list's text: one per line, `#` to the end of a line a comment.
  static func allowList(_ text: String) -> Set<String> {
    Set(
      text.split(separator: "\n").compactMap { line in
        let name = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
      })
  }

  /// Why `written` (a path with an optional `#anchor` or `:LINE`) does not resolve from
  /// `folder`, or nil.
  static func checkPath(_ written: String, from folder: URL, root: URL) -> String? {
    var path = written
    var anchor: String?
    if let hash = path.firstIndex(of: "#") {
      anchor = String(path[path.index(after: hash)...])
      path = String(path[..<hash])
    }
    if let colon = path.firstIndex(of: ":"),
      path[path.index(after: colon)...].allSatisfy(\.isNumber)
    {
      path = String(path[..<colon])
    }
    let url = folder.appendingPathComponent(path).standardizedFileURL
    guard FileManager.default.fileExists(atPath: url.path) || inExerciseSolution(path, root: root)
    else {
      let shown =
        url.path.hasPrefix(root.path + "/")
        ? String(url.path.dropFirst(root.path.count + 1)) : url.path
      return folder == root
        ? "no such file or folder '\(path)' in the package"
        : "link target '\(path)' does not exist (resolves to '\(shown)')"
    }
    if let anchor, !anchor.isEmpty, path.hasSuffix(".md"),
      !MarkdownAnchors.anchors(in: read(url)).contains(anchor)
    {
      return "no heading for '#\(anchor)' in '\(path)'"
    }
    return nil
  }

  /// Whether `path` is a file a classroom exercise's reference solution adds (the change-cost
  /// tables name them): `Sources/Classroom/Exercises/<id>/solution/<owner>/<path>.txt`, or,
  /// in a student edition, which has none, one its record lists (`solutionPaths`).
  static func inExerciseSolution(_ path: String, root: URL) -> Bool {
    let exercises = root.appendingPathComponent("Sources/Classroom/Exercises")
    if let edition = try? ExerciseEdition.load(from: exercises) {
      return edition.solutionPaths.contains(path)
    }
    let manager = FileManager.default
    for id in (try? manager.contentsOfDirectory(atPath: exercises.path)) ?? [] {
      let solution = exercises.appendingPathComponent(id).appendingPathComponent("solution")
      for owner in (try? manager.contentsOfDirectory(atPath: solution.path)) ?? [] {
        let copy = solution.appendingPathComponent(owner).appendingPathComponent(path + ".txt")
        if manager.fileExists(atPath: copy.path) { return true }
      }
    }
    return false
  }

  /// Why a back-quoted Swift name does not resolve, or nil.
  static func checkName(
    _ components: [String], index: DeclarationIndex, modules: Set<String>, allowed: Set<String>
  ) -> String? {
    guard let first = components.first else { return nil }
    if modules.contains(first) {
      // `Domain`, `Domain.Strings`: a module (or a folder), then perhaps a type in it.
      let inModule = Array(components.dropFirst())
      if inModule.isEmpty { return nil }
      if !index.hasType(first)
        || checkName(inModule, index: index, modules: [], allowed: allowed) == nil
      {
        return checkName(inModule, index: index, modules: [], allowed: allowed)
      }
    }
    if allowed.contains(first) || languageNames.contains(first) { return nil }
    guard index.hasType(first) else {
      return "unknown type '\(first)' (declared nowhere under Sources/ or Tests/; an Apple or"
        + " RxSwift name with no clone belongs in \(allowListPath))"
    }
    var current = first
    for member in components.dropFirst() {
      if allowed.contains("\(current).\(member)") || member == "init" || member == "self" {
        return nil  // every type has an initializer, written or not
      }
      guard index.hasMember(member, in: current) else {
        return "'\(current)' has no member '\(member)' (in its body, extensions or supertypes)"
      }
      let nested = "\(current).\(member)"
      guard index.hasType(nested) else { return nil }  // a property or method: stop here
      current = nested
    }
    return nil
  }

  static func read(_ url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }
}
