import Classroom
import Foundation
import Grading
import Processes
import Testing

@testable import Workbench

@Suite struct GradeCommandTests {
  /// Runs `patterns grade` over the fixture's exercises with `processes`.
  private func grade(
    _ arguments: [String], _ fixture: GradeFixture, _ processes: GradeProcesses = GradeProcesses()
  ) throws -> (Int32, OutputCapture) {
    let capture = OutputCapture()
    let command = GradeCommand(
      patterns: [fakePattern("fake"), fakePattern("other")], catalog: try fixture.catalog(),
      processes: processes)
    let program = CommandProgram(root: command, version: "test")
    let status = program.main(
      arguments, context: .capturing(into: capture, workingDirectory: fixture.root))
    return (status, capture)
  }

  /// The checks' verdicts: the build fails on "BROKEN", the exercise's scenarios crash on
  /// "CRASH", hang on "HANG", pass on "Hello"; the rest passes.
  private func classroom() -> GradeProcesses {
    let processes = GradeProcesses()
    processes.answer = { command, greeting in
      if command.contains("build"), greeting.contains("BROKEN"),
        let index = command.firstIndex(of: "--package-path")
      {
        let file = command[index + 1] + "/Sources/App/Greeting.swift"
        return (ProcessOutcome(status: 1), "\(file):1:5: error: cannot find 'x' in scope")
      }
      guard command.contains("run"), command.contains(where: { $0.hasSuffix("greet.scenario") })
      else { return (ProcessOutcome(status: 0), "") }
      if greeting.contains("CRASH") {
        return (ProcessOutcome(status: 4, signal: 4), "Fatal error: unfinished")
      }
      if greeting.contains("HANG") { return (ProcessOutcome(status: 9, timedOut: true), "") }
      return greeting.contains("Hello")
        ? (ProcessOutcome(status: 0), "") : (ProcessOutcome(status: 1), "✗ Greets\n  expected")
    }
    return processes
  }

  @Test func gradesEachSubmissionInACopyAndRanksThem() throws {
    let fixture = try GradeFixture()
    let good = try fixture.submission(
      "ada", ["Sources/App/Greeting.swift": "let greeting = \"Hello\"\n", "notes.txt": "mine\n"])
    let broken = try fixture.submission(
      "bob", ["Sources/App/Greeting.swift": "let greeting = BROKEN\n"])
    let crash = try fixture.submission("cy", ["Sources/App/Greeting.swift": "CRASH\n"])
    let hang = try fixture.submission("dan", ["Sources/App/Greeting.swift": "HANG\n"])
    let empty = try fixture.submission("eve")
    let (status, capture) = try grade(
      [
        "greet", "--pattern", "fake", "--root", fixture.root.path, "--format", "json",
        broken.path, good.path, crash.path, hang.path, empty.path,
      ], fixture, classroom())
    #expect(status == 0, "\(capture.standardError)")
    let report = try GradeJSON.parse(Data(capture.standardOutput.utf8))
    #expect(report.rows.map(\.name) == ["ada", "cy", "dan", "eve", "bob"])
    #expect(report.rows.map(\.score) == [100, 75, 75, 75, 0])
    let byName = Dictionary(uniqueKeysWithValues: report.rows.map { ($0.name, $0) })
    #expect(byName["ada"]?.files.ignored == ["notes.txt"])
    #expect(byName["ada"]?.lines == LineDiff.Count(added: 1, removed: 1))
    #expect(
      byName["cy"]?.verdict("exercise scenarios")
        == .failed(why: ["crashed: killed by signal 4 (SIGILL)", "Fatal error: unfinished"]))
    #expect(
      byName["dan"]?.verdict("exercise scenarios")
        == .failed(why: ["timed out: still running at the time limit of 300 s; it was killed"]))
    #expect(byName["bob"]?.builds == false)
    #expect(
      byName["bob"]?.verdict("builds")
        == .failed(why: ["Sources/App/Greeting.swift:1:5: error: cannot find 'x' in scope"]))
    #expect(byName["bob"]?.verdict("lint") == .skipped)
    // The project itself is never written.
    #expect(
      FileManager.default.contents(
        atPath: fixture.root.appendingPathComponent("Sources/App/Greeting.swift").path)
        == Data("let greeting = \"Hello\"\n".utf8))
  }

  @Test func eachSubmissionStartsFromTheStartingPointNotTheLastOnesFiles() throws {
    let fixture = try GradeFixture()
    let first = try fixture.submission(
      "ada", ["Sources/App/Greeting.swift": "let greeting = \"Hello\"\n"])
    let second = try fixture.submission("bob", ["Sources/App/Extra.swift": "// more\n"])
    let (status, capture) = try grade(
      [
        "greet", "-p", "fake", "--root", fixture.root.path, "--format", "json", first.path,
        second.path,
      ],
      fixture, classroom())
    #expect(status == 0)
    let report = try GradeJSON.parse(Data(capture.standardOutput.utf8))
    // bob brought no greeting: he is checked on the start's (empty) one, not ada's.
    #expect(report.rows.first { $0.name == "bob" }?.score == 75)
    #expect(report.rows.first { $0.name == "bob" }?.lines == LineDiff.Count(added: 1, removed: 0))
  }

  @Test func aSymbolicLinkInASubmissionIsRefusedAndNeverFollowed() throws {
    let fixture = try GradeFixture()
    let outside = fixture.base.appendingPathComponent("secret.txt")
    try Data("secret\n".utf8).write(to: outside)
    let folder = try fixture.submission("ada")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Sources/App/Greeting.swift").path,
      withDestinationPath: outside.path)
    let (status, capture) = try grade(
      ["greet", "-p", "fake", "--root", fixture.root.path, folder.path], fixture, classroom())
    #expect(status == 0)
    #expect(
      capture.standardOutput.contains("  refused: Sources/App/Greeting.swift (a symbolic link)"))
    #expect(FileManager.default.contents(atPath: outside.path) == Data("secret\n".utf8))
  }

  @Test func heldOutScenariosRunAsOneMoreCheck() throws {
    let fixture = try GradeFixture()
    let folder = try fixture.submission(
      "ada", ["Sources/App/Greeting.swift": "let greeting = \"Hello\"\n"])
    let processes = classroom()
    let (status, capture) = try grade(
      [
        "greet", "-p", "fake", "--root", fixture.root.path, "--scenarios", fixture.heldOut.path,
        "--format", "csv", folder.path,
      ], fixture, processes)
    #expect(status == 0)
    #expect(capture.standardOutput.contains(",5,5,pass,pass,"))
    #expect(
      processes.commands.contains {
        $0.suffix(3) == ["fake", "--scenarios", fixture.heldOut.standardizedFileURL.path]
      })
  }

  @Test func shardsGradeDisjointSlicesAndMergeIntoTheWholeClass() throws {
    let fixture = try GradeFixture()
    let folders = try ["ada", "bob", "cy"].map {
      try fixture.submission($0, ["Sources/App/Greeting.swift": "let greeting = \"Hello\"\n"])
    }
    try FileManager.default.createDirectory(
      at: fixture.base.appendingPathComponent("parts"), withIntermediateDirectories: true)
    for shard in ["1/2", "2/2"] {
      let (status, _) = try grade(
        [
          "greet", "-p", "fake", "--root", fixture.root.path, "--shard", shard, "--format", "json",
          "--output", fixture.base.appendingPathComponent("parts/\(shard.first!).json").path,
        ] + folders.map(\.path), fixture, classroom())
      #expect(status == 0)
    }
    let part = try GradeJSON.parse(
      try Data(contentsOf: fixture.base.appendingPathComponent("parts/1.json")))
    #expect(part.rows.map(\.name) == ["ada", "cy"])
    #expect(part.shard == GradeShard("1/2"))
    let (status, capture) = try grade(
      ["--merge", fixture.base.appendingPathComponent("parts").path, "--format", "csv"], fixture)
    #expect(status == 0)
    #expect(
      capture.standardOutput.split(separator: "\r\n").map { $0.split(separator: ",")[1] }
        == ["name", "ada", "bob", "cy"])
    let (alone, warned) = try grade(
      ["--merge", fixture.base.appendingPathComponent("parts/2.json").path], fixture)
    #expect(alone == 0)
    #expect(
      warned.standardError
        == "Warning: no part for shard 1/2; the report has only the submissions of the parts given.\n"
    )
  }

  @Test(
    arguments: [
      (["nope", "-p", "fake", "x"], "Error: Unknown exercise 'nope'; expected one of: greet"),
      (
        ["greet", "-p", "mvp", "x"],
        "Error: Unknown pattern 'mvp'; expected one of: fake, other, all"
      ),
      (["greet", "-p", "other", "x"], "Error: 'greet' is not for other; it is for: fake"),
      (["greet", "-p", "fake", "missing"], "Error: No such submission folder: missing"),
      (["greet", "-p", "fake"], "Error: Missing expected argument '<submission> ...'"),
      ([], "Error: Missing expected argument '<id>' (or give --merge PART)"),
      (
        ["greet", "-p", "fake", "--shard", "3/2", "."],
        "Error: --shard expects k/n with 1 ≤ k ≤ n, like 2/4, not '3/2'"
      ),
      (
        ["greet", "-p", "fake", "--jobs", "0", "."],
        "Error: --jobs expects a whole number of 1 or more"
      ),
      (
        ["--merge", "part.json", "greet"],
        "Error: --merge joins parts only: leave out the exercise and the submissions"
      ),
      (
        ["--merge", "part.json", "--shard", "1/2"],
        "Error: --merge joins parts only: leave out '--shard <k/n>'"
      ),
      (["--merge", "part.json"], "Error: No such file or folder: part.json"),
    ])
  func usageErrorsExit64WithTheUsageLine(arguments: [String], message: String) throws {
    let fixture = try GradeFixture()
    let (status, capture) = try grade(arguments, fixture)
    #expect(status == 64)
    #expect(capture.standardError.hasPrefix(message + "\n"))
    #expect(capture.standardError.contains("Usage: grade [<id>] [<submission> ...]"))
    #expect(capture.standardOutput.isEmpty)
  }

  @Test func aPartThatIsNotAGradeReportExits65() throws {
    let fixture = try GradeFixture()
    try fixture.write("{\"hello\": 1}", "part.json")
    let (status, capture) = try grade(
      ["--merge", fixture.base.appendingPathComponent("part.json").path], fixture)
    #expect(status == 65)
    #expect(capture.standardError.contains("it is not a report of 'patterns grade --format json'"))
  }

  @Test func aProjectThatDoesNotBuildInItsCopyExits1() throws {
    let fixture = try GradeFixture()
    let folder = try fixture.submission("ada")
    let processes = GradeProcesses()
    processes.answer = { _, _ in (ProcessOutcome(status: 1), "error: no such module 'X'") }
    let (status, capture) = try grade(
      ["greet", "-p", "fake", "--root", fixture.root.path, folder.path], fixture, processes)
    #expect(status == 1)
    #expect(capture.standardError.contains("Error: grading could not run: the project, with the"))
  }
}

@Suite struct ExerciseCheckerTimeLimitTests {
  @Test func checksLeftWhenTheTimeIsUsedUpFailAsNotRun() throws {
    let steps = [
      CheckStep(name: "builds", command: ["swift", "build"], isGate: true),
      CheckStep(name: "lint", command: ["swift", "run", "patterns", "lint", "--layering"]),
    ]
    let processes = GradeProcesses()
    let checker = ExerciseChecker(
      root: URL(fileURLWithPath: "/tmp/project"), processes: processes, timeLimit: .zero)
    let report = try checker.check(steps, exercise: "greet", pattern: "fake")
    #expect(
      report.results.map(\.verdict)
        == Array(
          repeating: .failed(why: ["not run: the time limit of 0 s was used up"]), count: 2))
    #expect(processes.commands.isEmpty)
  }
}

@Suite struct GradingSlotTests {
  @Test func aFileWhereTheProjectHasAFolderIsRefusedAndTheFolderKept() throws {
    let fixture = try GradeFixture()
    let slot = GradingSlot(root: fixture.root)
    let folder = try fixture.submission("ada", ["Sources/App": "not a folder\n"])
    #expect(throws: ExerciseError("refused to write Sources/App: the project has a folder there")) {
      try slot.apply(["Sources/App"], from: folder)
    }
    try slot.restore()
    #expect(
      FileManager.default.fileExists(
        atPath: fixture.root.appendingPathComponent("Sources/App/Greeting.swift").path))
  }

  @Test func restoreTakesOffWhatASubmissionWroteAndAdded() throws {
    let fixture = try GradeFixture()
    let slot = GradingSlot(root: fixture.root)
    let folder = try fixture.submission(
      "ada",
      ["Sources/App/Greeting.swift": "let greeting = \"Hi\"\n", "Sources/App/New.swift": "x\n"])
    let lines = try slot.apply(
      ["Sources/App/Greeting.swift", "Sources/App/New.swift"], from: folder)
    #expect(lines == LineDiff.Count(added: 2, removed: 1))
    try slot.restore()
    let greeting = fixture.root.appendingPathComponent("Sources/App/Greeting.swift")
    #expect(
      FileManager.default.contents(atPath: greeting.path) == Data("let greeting = \"Hello\"\n".utf8)
    )
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.root.appendingPathComponent("Sources/App/New.swift").path))
  }
}
