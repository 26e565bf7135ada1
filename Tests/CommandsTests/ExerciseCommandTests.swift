import Assertions
import Classroom
import Foundation
import GradingTesting
import Processes
import Registry
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands
@testable import TextColumns

/// A project folder with one exercise, `greet` for the pattern `fake`, in a temporary folder.
final class ExerciseFixture {
  let base = FileManager.default.temporaryDirectory
    .appendingPathComponent("exercise-command-\(UUID().uuidString)")
  var root: URL { base.appendingPathComponent("project") }
  var exercises: URL { base.appendingPathComponent("Exercises") }

  init() throws {
    try write(
      """
      {"id": "greet", "title": "Greet the user", "kind": "fix-a-bug", "patterns": {"fake": {
        "start": ["Sources/App/Greeting.swift"], "solution": ["Sources/App/Greeting.swift"],
        "allowed": ["Sources/App/**"],
        "checks": {"scenarios": ["greet.scenario"], "regression": true, "lint": true,
                   "tests": []}}}}
      """, "Exercises/greet/exercise.json")
    try write("# Greet\n\n## Goal\n\nSay hello.\n", "Exercises/greet/task.md")
    try write("let greeting = \"\"\n", "Exercises/greet/start/fake/Sources/App/Greeting.swift.txt")
    try write(
      "scenario: Hello\n  expect fake.title text \"Hello\"\n",
      "Exercises/greet/scenarios/greet.scenario")
    try write(
      "let greeting = \"Hello\"\n", "Exercises/greet/solution/fake/Sources/App/Greeting.swift.txt")
    try write("// swift-tools-version: 6.2\n", "project/Package.swift")
    try write("let greeting = \"Hi\"\n", "project/Sources/App/Greeting.swift")
  }

  deinit { try? FileManager.default.removeItem(at: base) }

  func write(_ text: String, _ path: String) throws {
    let url = base.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }
}

/// Answers `git` and the checks' commands as told, recording each command line.
final class ScriptedProcesses: ProcessRunning {
  var commands: [[String]] = []
  /// The porcelain `git status` prints, or nil for "not a git checkout" (status 128).
  var gitStatus: String? = ""
  /// Per check command (matched by a word in it), its status and its log.
  var checks: [(word: String, status: Int32, log: String)] = []

  func run(_ executable: URL, _ arguments: [String], log: URL?) throws -> ProcessOutcome {
    commands.append(arguments)
    if arguments.first == "git" {
      if arguments.contains("status") {
        guard let gitStatus else { return ProcessOutcome(status: 128) }
        return ProcessOutcome(status: 0, output: Data(gitStatus.utf8))
      }
      return ProcessOutcome(status: 128)
    }
    let answer = checks.first { arguments.contains($0.word) }
    if let log { try Data((answer?.log ?? "").utf8).write(to: log) }
    return ProcessOutcome(status: answer?.status ?? 0)
  }
}

struct ExerciseCommandTests {
  func run(
    _ arguments: [String], _ fixture: ExerciseFixture, _ processes: ScriptedProcesses,
    sandbox: ScriptedSandbox? = nil
  ) throws -> (Int32, OutputCapture) {
    let capture = OutputCapture()
    let command = ExerciseCommand(
      patterns: [fakePattern("fake")], catalog: try ExerciseCatalog(folder: fixture.exercises),
      processes: processes, sandbox: sandbox)
    let program = CommandProgram(root: command, version: "test")
    let status = program.main(
      arguments + ["--root", fixture.root.path],
      context: .capturing(into: capture, workingDirectory: fixture.root))
    return (status, capture)
  }

  @Test(BundledCatalog.teachersCopyOnly) func listShowsTheBundledExercisesWithKindAndPatterns() {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["exercise", "list"], patterns: PatternRegistry.all, context: .capturing(into: capture))
    assertEqual(status, 0)
    let lines = capture.standardOutput.split(separator: "\n").map {
      $0.split(separator: " ").map(String.init)
    }
    assertEqual(lines.first?.prefix(4), ["ID", "KIND", "PATTERNS", "TITLE"])
    #expect(
      lines.contains { $0.prefix(3) == ["search-debounce", "fix-a-bug", "all"] })
    #expect(lines.contains { $0.prefix(3) == ["mvp-catalog-presenter", "build-a-role", "mvp"] })
  }

  @Test(BundledCatalog.teachersCopyOnly) func listWrapsALongTitleUnderItsColumnInsteadOfCuttingIt()
    throws
  {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["exercise", "list"], patterns: PatternRegistry.all,
      context: .capturing(into: capture, terminalWidth: 70))
    assertEqual(status, 0)
    let lines = capture.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { TextLayout.width($0) <= 70 })
    let catalog = try ExerciseCatalog.bundled()
    let words = capture.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" })
    for item in catalog.exercises {
      // Every word of every title is printed whole.
      for word in item.title.split(separator: " ") { #expect(words.contains(word)) }
    }
    #expect(
      capture.standardOutput.hasSuffix(
        "\(catalog.exercises.count) exercises. 'patterns exercise show ID' prints a task.\n"))
  }

  @Test(BundledCatalog.teachersCopyOnly) func listPairsPrintsOneLinePerExerciseAndPattern() throws {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["exercise", "list", "--pairs"], patterns: PatternRegistry.all,
      context: .capturing(into: capture))
    assertEqual(status, 0)
    let catalog = try ExerciseCatalog.bundled()
    let expected = catalog.exercises.flatMap { item in item.patternNames.map { "\(item.id) \($0)" }
    }
    assertEqual(capture.standardOutput, expected.map { $0 + "\n" }.joined())
    #expect(expected.contains("stock viper"))
  }

  @Test(BundledCatalog.teachersCopyOnly) func showPrintsTheTaskThenEachPatternsFilesAndChecks() {
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["exercise", "show", "mvp-catalog-presenter"], patterns: PatternRegistry.all,
      context: .capturing(into: capture))
    assertEqual(status, 0)
    let text = capture.standardOutput
    #expect(text.hasPrefix("mvp-catalog-presenter: Write the catalog presenter"))
    #expect(text.contains("## Goal"))
    #expect(text.contains("  you may change: Sources/MVP/Presenters/**, Tests/MVPTests/**"))
    #expect(
      text.contains(
        "  checks: builds, exercise scenarios, regression suite, lint, "
          + "unit tests MVPTests.CatalogPresenterTests"))
  }

  @Test func startWritesTheStartingPointWhenTheFilesAreCommitted() throws {
    let fixture = try ExerciseFixture()
    let processes = ScriptedProcesses()
    let (status, capture) = try run(["start", "greet", "--pattern", "fake"], fixture, processes)
    assertEqual(status, 0)
    assertEqual(fixture.read("Sources/App/Greeting.swift"), "let greeting = \"\"\n")
    #expect(capture.standardOutput.contains("  replaced Sources/App/Greeting.swift"))
    assertEqual(
      processes.commands.first,
      [
        "git", "-C", fixture.root.path, "status", "--porcelain", "--untracked-files=all", "--",
        "Sources/App/Greeting.swift",
      ])
  }

  @Test func startRefusesAndChangesNothingWhenAFileHasUncommittedChanges() throws {
    let fixture = try ExerciseFixture()
    let processes = ScriptedProcesses()
    processes.gitStatus = " M Sources/App/Greeting.swift\n"
    let (status, capture) = try run(["start", "greet", "--pattern", "fake"], fixture, processes)
    assertEqual(status, 1)
    #expect(
      capture.standardError.hasPrefix(
        "Error: not starting 'greet': these files have uncommitted changes: "
          + "Sources/App/Greeting.swift."))
    assertEqual(fixture.read("Sources/App/Greeting.swift"), "let greeting = \"Hi\"\n")
  }

  @Test func startOutsideAGitCheckoutSaysSo() throws {
    let fixture = try ExerciseFixture()
    let processes = ScriptedProcesses()
    processes.gitStatus = nil
    let (status, capture) = try run(["start", "greet", "--pattern", "fake"], fixture, processes)
    assertEqual(status, 1)
    #expect(capture.standardError.contains("is not a git checkout"))
    assertEqual(fixture.read("Sources/App/Greeting.swift"), "let greeting = \"Hi\"\n")
  }

  @Test func solveThenResetRestoresTheFileByteForByte() throws {
    let fixture = try ExerciseFixture()
    let processes = ScriptedProcesses()
    processes.gitStatus = ""
    try assertEqual(run(["solve", "greet", "--pattern", "fake"], fixture, processes).0, 0)
    assertEqual(fixture.read("Sources/App/Greeting.swift"), "let greeting = \"Hello\"\n")
    try assertEqual(run(["reset", "greet", "--pattern", "fake"], fixture, processes).0, 0)
    assertEqual(fixture.read("Sources/App/Greeting.swift"), "let greeting = \"Hi\"\n")
  }

  @Test func aPatternTheExerciseIsNotForIsAUsageError() throws {
    let fixture = try ExerciseFixture()
    let (status, capture) = try run(["start", "greet"], fixture, ScriptedProcesses())
    assertEqual(status, 64)
    #expect(
      capture.standardError.hasPrefix("Error: Missing '--pattern <pattern>'; 'greet' is for: fake"))
  }

  /// A sandbox whose build fails on "BROKEN" and whose workers fail the greeting scenario
  /// unless the greeting says "Hello".
  private func classroom() -> ScriptedSandbox {
    ScriptedSandbox { call in
      let greeting = call.read("Sources/App/Greeting.swift") ?? ""
      if call.command.starts(with: ["swift", "build"]), greeting.contains("BROKEN") {
        return SandboxOutcome(
          ending: .exited(1),
          output: Data(
            "Compiling App\nSources/App/Greeting.swift:1:5: error: expected pattern\n".utf8))
      }
      guard call.command.contains("__worker") else { return SandboxOutcome(ending: .exited(0)) }
      return call.worker(decide: { $0.name == "Hello" && !greeting.contains("Hello") ? "Hi" : nil })
    }
  }

  @Test func checkRunsEachCheckInTheSandboxAndExplainsFailures() throws {
    let fixture = try ExerciseFixture()
    let sandbox = classroom()
    let (status, capture) = try run(
      ["check", "greet", "--pattern", "fake"], fixture, ScriptedProcesses(), sandbox: sandbox)
    assertEqual(status, 1)
    let lines = capture.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    assertEqual(
      Array(lines.prefix(7)),
      [
        "Checking greet for fake:", "  PASS  builds", "  FAIL  exercise scenarios",
        "        ✗ Hello",
        "          Sources/Classroom/Exercises/greet/scenarios/greet.scenario:1: expect greeting.label text \"Hello\"",
        "          expected: text \"Hello\"", "          seen:     text \"Hi\"",
      ])
    #expect(lines[7].hasPrefix("  PASS  regression suite ("))
    assertEqual(lines[8], "  PASS  lint")
    #expect(
      capture.standardOutput.hasSuffix("3 of 4 checks passed. Score: 0/100 (wrong behaviour).\n"))
    #expect(capture.standardError.hasPrefix("checking: sandbox: scripted\n"))
    assertEqual(sandbox.commands.first, ["swift", "build", "--product", "patterns-worker"])
  }

  @Test func aFailedBuildSkipsTheOtherChecksAndShowsTheCompilerErrors() throws {
    let fixture = try ExerciseFixture()
    try fixture.write("let greeting = BROKEN\n", "project/Sources/App/Greeting.swift")
    let sandbox = classroom()
    let (status, capture) = try run(
      ["check", "greet", "--pattern", "fake"], fixture, ScriptedProcesses(), sandbox: sandbox)
    assertEqual(status, 1)
    #expect(
      capture.standardOutput.contains(
        "  FAIL  builds\n        Sources/App/Greeting.swift:1:5: error: expected pattern\n"))
    #expect(capture.standardOutput.contains("  SKIP  lint (the build failed)"))
    #expect(
      capture.standardOutput.hasSuffix("0 of 4 checks passed. Score: 0/100 (does not build).\n"))
    assertEqual(sandbox.commands.count, 1)
  }

  @Test func anUntouchedStartingPointIsNoWorkAndRunsNothing() throws {
    let fixture = try ExerciseFixture()
    try fixture.write("let greeting = \"\"\n", "project/Sources/App/Greeting.swift")
    let sandbox = classroom()
    let (status, capture) = try run(
      ["check", "greet", "--pattern", "fake"], fixture, ScriptedProcesses(), sandbox: sandbox)
    assertEqual(status, 1)
    assertEqual(
      capture.standardOutput,
      """
      Checking greet for fake:
        No work: no file differs from the exercise's starting point.

      0 of 0 checks passed. Score: 0/100 (no work).

      """)
    #expect(sandbox.commands.isEmpty)
  }

  @Test func checkWritesJSONWhenAsked() throws {
    let fixture = try ExerciseFixture()
    let (_, capture) = try run(
      ["check", "greet", "--pattern", "fake", "--format", "json"], fixture, ScriptedProcesses(),
      sandbox: classroom())
    #expect(
      capture.standardOutput.hasPrefix(
        """
        {
          "exercise": "greet",
          "pattern": "fake",
          "score": 0,
          "outcome": "wrong behaviour",
          "status": "checked",
        """))
  }

  @Test func checkWritesGitHubClassroomsResultWhenAsked() throws {
    let fixture = try ExerciseFixture()
    try fixture.write("let greeting = \"Hello\"\n", "project/Sources/App/Greeting.swift")
    let (status, capture) = try run(
      ["check", "greet", "--pattern", "fake", "--format", "classroom"], fixture,
      ScriptedProcesses(), sandbox: classroom())
    assertEqual(status, 0)
    let json = try #require(
      Data(base64Encoded: capture.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
    let result = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    assertEqual(result["status"] as? String, "pass")
    assertEqual(result["max_score"] as? Double, 100)
    let tests = try #require(result["tests"] as? [[String: Any]])
    assertEqual(tests.first?["score"] as? Double, 100)
  }
}
