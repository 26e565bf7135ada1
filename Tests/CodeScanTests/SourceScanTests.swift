import Assertions
import Foundation
import Classroom
import CodeScan
import Testing

struct SourceScanTests {
  let app = "Sources/MVP/Presenters/LoginPresenter.swift"
  let tests = "Tests/MVPTests/LoginPresenterTests.swift"

  /// What each finding in `source` (an app file unless `path` says otherwise) matched.
  func hits(_ source: String, path: String? = nil, rules: [ForbiddenRule] = ForbiddenRule.standard)
    -> [String]
  {
    SourceScan.scan(path: path ?? app, text: source, rules: rules).map(\.matched)
  }

  @Test func aHitSaysFileLineColumnMatchAndRuleAsTheLintDoes() {
    let findings = SourceScan.scan(
      path: app, text: "func go() {\n    exit(0)\n}\n", rules: ForbiddenRule.standard)
    assertEqual(
      findings.map(\.description),
      [
        "Sources/MVP/Presenters/LoginPresenter.swift:2:5: forbidden: exit (process-exit: ends"
          + " the run before its report)"
      ])
  }

  @Test func aFreeFunctionIsForbiddenWhereverItIsNamedAsAValue() {
    assertEqual(hits("exit(0)"), ["exit"])
    assertEqual(hits("let quit = exit; quit(0)"), ["exit"])
    assertEqual(hits("(exit)(0)"), ["exit"])
    assertEqual(hits("`exit`(0)"), ["exit"])
    assertEqual(
      hits("Glibc.exit(0); Foundation._exit(1); Darwin.C.exit(2)"), ["exit", "_exit", "exit"])
    assertEqual(hits(#"print("\(exit(0))")"#), ["exit"])
    assertEqual(hits("let f = flag ? exit : abort"), ["exit"])
  }

  @Test func aMethodADeclarationALabelOrACommentIsNoCall() {
    #expect(hits("session.exit(); self.write(x); stream.read()").isEmpty)
    #expect(hits("func write(_ text: String) {}\nenum Step { case exit }\nlet open = 1").isEmpty)
    #expect(hits("move(exit: door, write: true)").isEmpty)
    #expect(hits("// exit(0)\n/* exit(0) */\nlet s = \"exit(0)\"").isEmpty)
    #expect(hits("abort(); fatalError(); preconditionFailure()").isEmpty)
  }

  @Test func aCallWithALabelledFirstArgumentIsNoCFunction() {
    #expect(hits("remove(at: 1); open(product: row)").isEmpty)
    assertEqual(hits("remove(path); open(path, 0)"), ["remove", "open"])
  }

  @Test func openAsAModifierIsNoCall() {
    #expect(hits("open class View {}\nopen func draw() {}\nopen override var x: Int").isEmpty)
  }

  @Test func aParameterOfTheEnclosingFunctionOrClosureIsWhatItsBodyCalls() {
    let source = """
      func writeRequest(_ write: @escaping (Store) throws -> Void) -> Bool {
        (try? write(self)) != nil
      }
      let handler = { (read: Int) -> Int in read + 1 }
      items.forEach { write in write(1) }
      func later() { write(1, buffer, 3) }
      """
    assertEqual(hits(source), ["write"])
    assertEqual(
      SourceScan.scan(path: app, text: source, rules: ForbiddenRule.standard).map(\.line), [6])
  }

  @Test func aRequirementsParameterShadowsNothingAfterIt() {
    let source = """
      protocol Quitting {
        func quit(_ exit: Int32)
      }
      func run() { exit(0) }
      """
    assertEqual(hits(source), ["exit"])
  }

  @Test func attributesMatchWithTheirArgument() {
    assertEqual(hits(#"@_silgen_name("exit") func leave(_ code: Int32)"#), ["@_silgen_name"])
    assertEqual(hits("let f: @convention(c) () -> Void"), ["@convention(c)"])
    #expect(hits("let f: @convention(swift) () -> Void; @MainActor func a() {}").isEmpty)
  }

  @Test func platformImportsAreForbiddenWhateverTheirForm() {
    assertEqual(hits("import Glibc\nimport Foundation\nimport Domain"), ["import Glibc"])
    assertEqual(hits("import func Darwin.exit"), ["import Darwin", "exit"])
    assertEqual(hits("@_exported import _FoundationCShims"), ["import _FoundationCShims"])
  }

  @Test func membersInitializersAndLabelsMatchTheirShape() {
    assertEqual(hits("Thread.exit(); worker.exit()"), ["Thread.exit"])
    assertEqual(hits("try data.write(to: url); log.write(line)"), [".write(to:)"])
    assertEqual(
      hits(
        "Data(contentsOf: u); String.init(contentsOf: u); let d: Data = try .init(contentsOf: u)"),
      ["Data(contentsOf:)", "String(contentsOf:)", "init(contentsOf:)"])
    #expect(hits("rows.append(contentsOf: more)").isEmpty)
    assertEqual(
      hits(#"try text.write(toFile: p, atomically: true, encoding: .utf8)"#),
      [
        "toFile:", "atomically:",
      ])
  }

  @Test func namesAndPrefixesMatchAnywhere() {
    assertEqual(hits("let m = FileManager.default"), ["FileManager"])
    assertEqual(
      hits("var p: UnsafeMutableRawPointer? = nil; data.withUnsafeBytes { _ in }"),
      [
        "UnsafeMutableRawPointer", "withUnsafeBytes",
      ])
    #expect(hits("nonisolated(unsafe) var cache = 0").isEmpty)
    assertEqual(hits("let task = Process()"), ["Process"])
  }

  @Test func testsMayNotNameTheirSourcePathButAppCodeMay() {
    assertEqual(hits("let here = #filePath", path: tests), ["#filePath"])
    #expect(hits("let here = #filePath").isEmpty)
    #expect(SourceScan.isTestCode("Tests/MVPTests/A.swift"))
    assertEqual(SourceScan.isTestCode("Sources/MVP/A.swift"), false)
  }

  @Test func anExercisesRulesAddToTheStandardOnesInTheirScope() throws {
    let rule = try #require(
      ForbiddenRule(
        id: "live-clock", matching: ["LiveScheduler"], why: "virtual time only", scope: .app))
    let rules = ForbiddenRule.standard + [rule]
    assertEqual(
      SourceScan.scan(path: app, text: "let s = LiveScheduler()", rules: rules).map(\.description),
      ["\(app):1:9: forbidden: LiveScheduler (live-clock: virtual time only)"])
    #expect(hits("let s = LiveScheduler()", path: tests, rules: rules).isEmpty)
  }

  @Test func findingsComeByPathThenLineThenColumn() {
    let findings = SourceScan.scan(
      [("b.swift", "exit(1)"), ("a.swift", "let x = 1; exit(0)\nfork()")],
      rules: ForbiddenRule.standard)
    assertEqual(
      findings.map { "\($0.path):\($0.line):\($0.column)" },
      [
        "a.swift:1:12", "a.swift:2:1", "b.swift:1:1",
      ])
  }

  @Test func aHitTheProjectsOwnFileAlreadyHasIsNotTheStudents() {
    let store = "Sources/Domain/Store/JSONFileCatalogStore.swift"
    let before = "func load() throws -> Data {\n  try Data(contentsOf: url)\n}\n"
    let after = """
      // reformatted, with one more read
      func load() throws -> Data {
          try Data(contentsOf: url)
      }
      func peek() throws -> Data { try Data(contentsOf: marker) }
      """
    let findings = SourceScan.scan(
      path: store, text: after, rules: ForbiddenRule.standard, baseline: before)
    assertEqual(findings.map { "\($0.line):\($0.matched)" }, ["5:Data(contentsOf:)"])
    assertEqual(
      SourceScan.scan(
        path: store, text: "exit(0)\nexit(0)\n", rules: ForbiddenRule.standard,
        baseline: "exit(0)\n"
      ).map(\.line), [2])
  }

  @Test func testCodeMayTouchFilesAndTheEnvironmentButAppCodeMayNot() {
    let source = "let m = FileManager.default; let e = ProcessInfo.processInfo"
    #expect(hits(source, path: tests).isEmpty)
    assertEqual(hits(source), ["FileManager", "ProcessInfo"])
  }

  @Test func everyExercisesReferenceSolutionScansCleanAgainstItsStartingPoint() throws {
    let catalog = try ExerciseCatalog.bundled()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var scanned = 0
    for exercise in catalog.exercises {
      for pattern in exercise.patternNames {
        let setup = try catalog.setup(exercise, pattern: pattern)
        var files: [(path: String, text: String)] = []
        var baseline: [String: String] = [:]
        for path in setup.solution where setup.allows(path) {
          let solution = try catalog.contents(of: path, .solution, exercise, pattern: pattern)
          files.append((path, String(decoding: solution, as: UTF8.self)))
          let start =
            setup.start.contains(path)
            ? try catalog.contents(of: path, .start, exercise, pattern: pattern)
            : FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
          baseline[path] = start.map { String(decoding: $0, as: UTF8.self) }
        }
        scanned += files.count
        let findings = SourceScan.scan(
          files, rules: ForbiddenRule.standard + setup.checks.forbidden, baseline: baseline)
        assertEqual(findings.map(\.description), [], "\(exercise.id) for \(pattern)")
      }
    }
    #expect(scanned > 40)
  }
}
