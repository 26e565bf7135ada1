import Assertions
import Foundation
import Classroom
import CodeScan
import Testing

struct ForbiddenRuleTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyStandardRuleHasMatchesAndAUniqueId() {
    let ids = ForbiddenRule.standard.map(\.id)
    assertEqual(Set(ids).count, ids.count)
    #expect(ForbiddenRule.standard.allSatisfy { !$0.matches.isEmpty && !$0.why.isEmpty })
  }

  @Test func everyMatchReadsBackFromWhatItWrites() {
    for match in ForbiddenRule.standard.flatMap(\.matches) {
      assertEqual(ForbiddenRule.Match(parsing: match.description), match)
    }
    for bad in ["", "exit(", "a b", "@", "#", "import ", ".(to:)", "Data(contentsOf)", "9lives"] {
      #expect(ForbiddenRule.Match(parsing: bad) == nil, "\(bad)")
    }
  }

  /// The rows of the table under "## What graded code may not call" in Docs/Classroom.md:
  /// id, matches, why, scope.
  func documentedRules() throws -> [ForbiddenRule] {
    let text = try String(
      contentsOf: root.appendingPathComponent("Docs/Classroom.md"), encoding: .utf8)
    let section = try #require(
      text.components(separatedBy: "## What graded code may not call").last)
    return section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row in
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let spans = { (cell: String) in
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      }
      guard cells.count == 4, let id = spans(cells[0]).first,
        let scope = ForbiddenRule.Scope(rawValue: cells[3])
      else { return nil }
      return ForbiddenRule(id: id, matching: spans(cells[1]), why: cells[2], scope: scope)
    }
  }

  @Test func theDocsTableListsEveryStandardRuleExactly() throws {
    let documented = try documentedRules()
    assertEqual(documented.map(\.id), ForbiddenRule.standard.map(\.id))
    for rule in ForbiddenRule.standard {
      assertEqual(documented.first { $0.id == rule.id }, rule, "the row of \(rule.id)")
    }
  }

  /// Every Swift file of the five patterns and their tests: what the scan sees of the
  /// project, as a submission's files would be.
  func patternFiles() throws -> [(path: String, text: String)] {
    let manager = FileManager.default
    var files: [(path: String, text: String)] = []
    for folder in ["MVC", "MVP", "MVVM", "VIPER", "TEA"].flatMap({
      ["Sources/\($0)", "Tests/\($0)Tests"]
    }) {
      let url = root.appendingPathComponent(folder)
      let paths = try #require(manager.subpaths(atPath: url.path))
      for path in paths.sorted() where path.hasSuffix(".swift") {
        let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
        files.append((folder + "/" + path, text))
      }
    }
    return files
  }

  @Test func theProjectsOwnPatternsAndTheirTestsScanClean() throws {
    let files = try patternFiles()
    #expect(files.count > 150)
    #expect(files.contains { SourceScan.isTestCode($0.path) })
    let findings = SourceScan.scan(files, rules: ForbiddenRule.standard)
    assertEqual(findings.map(\.description), [])
  }

  @Test func anExercisesForbiddenListIsOptionalAndReadAsRules() throws {
    let plain = #"{"scenarios": [], "regression": true, "lint": true, "tests": []}"#
    try assertEqual(JSONDecoder().decode(Checks.self, from: Data(plain.utf8)).forbidden, [])
    let extended = #"""
      {"scenarios": [], "regression": true, "lint": true, "tests": [],
       "forbidden": [{"id": "live-clock", "matches": ["LiveScheduler", "Date()"],
                      "why": "virtual time only", "scope": "app"}]}
      """#
    let checks = try JSONDecoder().decode(Checks.self, from: Data(extended.utf8))
    assertEqual(
      checks.forbidden,
      [
        ForbiddenRule(
          id: "live-clock", matches: [.name("LiveScheduler"), .function("Date")],
          why: "virtual time only", scope: .app)
      ])
    let again = try JSONDecoder().decode(Checks.self, from: JSONEncoder().encode(checks))
    assertEqual(again, checks)
  }

  @Test func aMatchThatIsNoFormFailsTheExerciseWithWhatToWrite() {
    let bad = #"""
      {"scenarios": [], "regression": true, "lint": true, "tests": [],
       "forbidden": [{"id": "x", "matches": ["exit("], "why": "y"}]}
      """#
    #expect {
      try JSONDecoder().decode(Checks.self, from: Data(bad.utf8))
    } throws: { error in
      "\(error)".contains("'exit(' is not a match: write a name (FileManager)")
    }
  }
}
