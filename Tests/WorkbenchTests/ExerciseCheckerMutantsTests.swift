import Classroom
import Foundation
@testable import Grading
import Processes
import Registry
import Testing

@testable import Workbench

/// A project with a "write the tests" exercise, `greet-tests` for the pattern `fake`: the
/// target `Sources/App/Greeting.swift` and three mutants, in a temporary folder.
private final class MutantsFixture {
  let base = FileManager.default.temporaryDirectory
    .appendingPathComponent("exercise-mutants-\(UUID().uuidString)")
  var root: URL { base.appendingPathComponent("project") }
  static let real = "let greeting = \"Hello\"\n"

  init(required: Int? = nil) throws {
    let need = required.map { #", "required": \#($0)"# } ?? ""
    try write(
      """
      {"id": "greet-tests", "title": "Test the greeting", "kind": "write-the-tests",
       "patterns": {"fake": {"start": [], "solution": [], "allowed": ["Tests/AppTests/**"],
        "checks": {"scenarios": [], "regression": false, "lint": false, "tests": [],
          "mutation": {"target": "Sources/App/Greeting.swift", "tests": "AppTests.GreetingTests",
            "mutants": [{"name": "shouts", "description": "greets in capitals"},
                        {"name": "silent", "description": "greets with nothing"},
                        {"name": "broken", "description": "does not compile"}]\(need)}}}}}
      """, "Exercises/greet-tests/exercise.json")
    try write("let greeting = \"HELLO\"\n", "Exercises/greet-tests/mutants/fake/shouts.swift.txt")
    try write("let greeting = \"\"\n", "Exercises/greet-tests/mutants/fake/silent.swift.txt")
    try write("let greeting = \n", "Exercises/greet-tests/mutants/fake/broken.swift.txt")
    try write(Self.real, "project/Sources/App/Greeting.swift")
  }

  deinit { try? FileManager.default.removeItem(at: base) }

  func write(_ text: String, _ path: String) throws {
    let url = base.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  var target: String? {
    FileManager.default.contents(
      atPath: root.appendingPathComponent("Sources/App/Greeting.swift").path
    )
    .map { String(decoding: $0, as: UTF8.self) }
  }

  var markerExists: Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(".patterns/mutation").path)
  }

  func steps() throws -> [CheckStep] {
    let catalog = try ExerciseCatalog(folder: base.appendingPathComponent("Exercises"))
    return try CheckStep.plan(
      try catalog.exercise("greet-tests"), pattern: "fake", catalog: catalog)
  }

  /// Checks with `tests` standing in for the student's suite.
  func check(_ tests: FakeSuite) throws -> CheckReport {
    let checker = ExerciseChecker(root: root, processes: tests)
    return try checker.check(steps(), exercise: "greet-tests", pattern: "fake")
  }
}

/// Plays `swift build` and `swift test` against the target as it is on disk when called: the
/// build fails on a target that does not compile (ends with "= \n"), and the suite fails on
/// the greetings it `catches`.
private final class FakeSuite: ProcessRunning {
  let target: URL
  var catches: Set<String>
  var testsRun = 2
  /// Throws on the test run of this greeting (a runner that breaks mid-check).
  var failsOn: String?
  var commands: [[String]] = []

  init(_ fixture: MutantsFixture, catches: Set<String>) {
    target = fixture.root.appendingPathComponent("Sources/App/Greeting.swift")
    self.catches = catches
  }

  /// The test run of this greeting never ends: it runs out of its time limit.
  var hangsOn: String?
  /// The time limit each process was given.
  var limits: [Duration?] = []

  func run(_ executable: URL, _ arguments: [String], log: URL?, timeLimit: Duration?) throws
    -> ProcessOutcome
  {
    limits.append(timeLimit)
    let source = (try? String(contentsOf: target, encoding: .utf8)) ?? ""
    if let hangsOn, arguments.contains("test"), source.contains("\"\(hangsOn)\"") {
      commands.append(arguments)
      return ProcessOutcome(status: 9, signal: 9, timedOut: true)
    }
    return try run(executable, arguments, log: log)
  }

  func run(_ executable: URL, _ arguments: [String], log: URL?) throws -> ProcessOutcome {
    commands.append(arguments)
    let source = (try? String(contentsOf: target, encoding: .utf8)) ?? ""
    var status: Int32 = 0
    var output = ""
    if arguments.contains("build") {
      status = source.hasSuffix("= \n") ? 1 : 0
      output = status == 0 ? "Build complete!" : "Greeting.swift:1:15: error: expected expression"
    } else if arguments.contains("test") {
      if let failsOn, source.contains(failsOn) { throw CocoaError(.fileReadUnknown) }
      let caught = catches.contains { source.contains("\"\($0)\"") }
      status = caught ? 1 : 0
      output =
        caught ? "✘ Test saysHello() recorded an issue" : "✔ Test run with \(testsRun) tests passed"
    }
    if let log { try Data(output.utf8).write(to: log) }
    return ProcessOutcome(status: status)
  }
}

@Suite struct ExerciseCheckerMutantsTests {
  @Test func aMutantWhoseTestsRunOutOfTimeIsKilledAndEveryProcessGetsTheTimeLeft() throws {
    let fixture = try MutantsFixture()
    let suite = FakeSuite(fixture, catches: ["HELLO"])
    suite.hangsOn = ""
    let checker = ExerciseChecker(root: fixture.root, processes: suite, timeLimit: .seconds(600))
    let report = try checker.check(fixture.steps(), exercise: "greet-tests", pattern: "fake")
    #expect(report.mutants == MutationScore(killed: 3, total: 3, survivors: []))
    #expect(report.allPassed)
    #expect(!suite.limits.isEmpty)
    #expect(suite.limits.allSatisfy { $0 != nil && $0! <= .seconds(600) })
    #expect(fixture.target == MutantsFixture.real)
  }

  @Test func mutantsLeftWhenTheTimeIsUsedUpSurviveUnrun() throws {
    let fixture = try MutantsFixture()
    let suite = FakeSuite(fixture, catches: ["HELLO", ""])
    let checker = ExerciseChecker(root: fixture.root, processes: suite, timeLimit: .zero)
    let report = try checker.check(fixture.steps(), exercise: "greet-tests", pattern: "fake")
    #expect(!report.allPassed)
    #expect(fixture.target == MutantsFixture.real)
  }

  @Test func aSurvivorIsNamedWithWhatItGetsWrongAndTheCheckFails() throws {
    let fixture = try MutantsFixture()
    let report = try fixture.check(FakeSuite(fixture, catches: ["HELLO"]))
    #expect(
      report.mutants
        == MutationScore(
          killed: 2, total: 3, survivors: ["silent"],
          descriptions: ["silent": "greets with nothing"]))
    #expect(
      report.results.map(\.verdict) == [
        .passed, .passed,
        .failed(why: ["killed 2 of 3; all 3 must be killed (survivors below)"]),
      ])
    #expect(report.text.contains("Mutants: 2 of 3 killed; survived: silent (greets with nothing)."))
    #expect(fixture.target == MutantsFixture.real)
    #expect(!fixture.markerExists)
  }

  @Test func theCheckPassesWhenTheRequiredNumberIsKilled() throws {
    let fixture = try MutantsFixture(required: 2)
    let report = try fixture.check(FakeSuite(fixture, catches: ["HELLO"]))
    #expect(report.allPassed)
    #expect(report.mutants?.survivors == ["silent"])
    #expect(report.text.contains("Mutants: 2 of 3 killed; survived: silent (greets with nothing)."))
  }

  @Test func aMutantThatBreaksTheBuildIsKilledAndEveryMutantIsRebuiltThenTested() throws {
    let fixture = try MutantsFixture()
    let suite = FakeSuite(fixture, catches: ["HELLO", ""])
    let report = try fixture.check(suite)
    #expect(report.mutants == MutationScore(killed: 3, total: 3, survivors: []))
    #expect(report.allPassed)
    let path = fixture.root.path
    let build = ["swift", "build", "--package-path", path, "--build-tests"]
    let test = [
      "swift", "test", "--package-path", path, "--skip-build", "--filter", "AppTests.GreetingTests",
    ]
    // The build and the real run; then each mutant: build, test (the broken one: build only).
    #expect(suite.commands == [build, test, build, test, build, test, build])
    #expect(fixture.target == MutantsFixture.real)
  }

  @Test func aSuiteThatAssertsNothingKillsNone() throws {
    let fixture = try MutantsFixture()
    try fixture.write(
      "let greeting = \"Hello\"\n", "Exercises/greet-tests/mutants/fake/broken.swift.txt")
    let report = try fixture.check(FakeSuite(fixture, catches: []))
    #expect(report.mutants?.killed == 0)
    #expect(report.mutants?.survivors == ["shouts", "silent", "broken"])
    #expect(!report.allPassed)
  }

  @Test func aSuiteThatRunsNoTestFailsOnTheRealCodeAndNoMutantIsTried() throws {
    let fixture = try MutantsFixture()
    let suite = FakeSuite(fixture, catches: ["HELLO", ""])
    suite.testsRun = 0
    let report = try fixture.check(suite)
    guard case .failed(let why) = report.results[1].verdict else {
      Issue.record("the suite with no test passed on the real code")
      return
    }
    #expect(
      why.first?.hasPrefix("0 tests ran: the filter 'AppTests.GreetingTests' matched") == true)
    guard case .failed(let notRun) = report.results[2].verdict else {
      Issue.record("the mutants step passed")
      return
    }
    #expect(notRun.first?.hasPrefix("not run: the tests must pass on the real code") == true)
    #expect(report.mutants?.killed == 0 && report.mutants?.total == 3)
    #expect(suite.commands.count == 2)
  }

  @Test func theRealFileIsRestoredWhenTheRunnerFailsMidway() throws {
    let fixture = try MutantsFixture()
    let suite = FakeSuite(fixture, catches: ["HELLO"])
    suite.failsOn = "\"\""
    #expect(throws: CocoaError.self) { try fixture.check(suite) }
    #expect(fixture.target == MutantsFixture.real)
    #expect(!fixture.markerExists)
  }

  @Test func aMutantLeftByAnInterruptedRunIsRefusedBeforeAnythingRuns() throws {
    let fixture = try MutantsFixture()
    try fixture.write("let greeting = \"HELLO\"\n", "project/Sources/App/Greeting.swift")
    try fixture.write(MutantsFixture.real, "project/.patterns/mutation/original.txt")
    try fixture.write(
      #"{"target": "Sources/App/Greeting.swift", "mutant": "shouts"}"#,
      "project/.patterns/mutation/marker.json")
    let suite = FakeSuite(fixture, catches: ["HELLO"])
    #expect(
      throws: ExerciseError(
        "not checking: an interrupted check left the mutant 'shouts' in "
          + "Sources/App/Greeting.swift. The real file is saved in .patterns/mutation/original.txt; "
          + "put it back with 'cp .patterns/mutation/original.txt Sources/App/Greeting.swift && "
          + "rm -r .patterns/mutation', then check again")
    ) { try fixture.check(suite) }
    #expect(suite.commands.isEmpty)
    #expect(fixture.target == "let greeting = \"HELLO\"\n")
  }

  @Test(BundledCatalog.teachersCopyOnly)
  func showListsTheMutationChecksOfABundledWriteTheTestsExercise() {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["exercise", "show", "mvp-login-presenter-tests"], patterns: PatternRegistry.all,
      context: .capturing(into: capture))
    #expect(status == 0)
    #expect(capture.standardOutput.contains("  you may change: Tests/MVPTests/**"))
    #expect(
      capture.standardOutput.contains(
        "  checks: builds, tests pass on the real code, mutants killed"))
  }

  @Test func testCountsAreReadFromSwiftTestingAndXCTestSummaries() {
    #expect(
      ExerciseChecker.testsRun("✔ Test run with 17 tests in 1 suite passed after 0.1 seconds.")
        == 17)
    #expect(
      ExerciseChecker.testsRun("✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.")
        == 0)
    #expect(
      ExerciseChecker.testsRun(
        "\t Executed 2 tests, with 0 failures (0 unexpected)\n\t Executed 3 tests, with 0 failures"
      ) == 3)
    #expect(ExerciseChecker.testsRun("Build complete!") == 0)
  }
}
