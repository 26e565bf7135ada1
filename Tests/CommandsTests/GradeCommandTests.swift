import Assertions
import ClassGrading
import Classroom
import Foundation
import Grading
import GradingTesting
import Processes
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands

struct GradeCommandTests {
  /// Runs `patterns grade` over the fixture's exercises in `sandbox`.
  private func grade(
    _ arguments: [String], _ fixture: GradeFixture,
    _ sandbox: ScriptedSandbox = GradeFixture.classroom(),
    probe: @escaping @Sendable () -> any SandboxRunning = { UnsandboxedRunner() }
  ) throws -> (Int32, OutputCapture) {
    let capture = OutputCapture()
    let command = GradeCommand(
      patterns: [fakePattern("fake"), fakePattern("other")], catalog: try fixture.catalog(),
      sandbox: arguments.contains("--no-sandbox") || arguments.contains("--probe") ? nil : sandbox,
      probe: probe)
    let program = CommandProgram(root: command, version: "test")
    let status = program.main(
      arguments.filter { $0 != "--probe" },
      context: .capturing(into: capture, workingDirectory: fixture.base))
    return (status, capture)
  }

  @Test func gradesEachSubmissionOverTheCleanCopyAndTellsACrashAHangAndNoWorkApart() throws {
    let fixture = try GradeFixture()
    let good = try fixture.submission(
      "ada", ["Sources/App/Greeting.swift": "let greeting = \"Hello\"\n", "notes.txt": "mine\n"])
    let broken = try fixture.submission(
      "bob", ["Sources/App/Greeting.swift": "let greeting = BROKEN\n"])
    let crash = try fixture.submission("cy", ["Sources/App/Greeting.swift": "CRASH\n"])
    let hang = try fixture.submission("dan", ["Sources/App/Greeting.swift": "HANG\n"])
    let empty = try fixture.submission("eve")
    let untouched = try fixture.submission(
      "fay", ["Sources/App/Greeting.swift": "let greeting = \"\"\n"])
    let (status, capture) = try grade(
      [
        "greet", "--pattern", "fake", "--root", fixture.root.path, "--format", "json",
        broken.path, good.path, crash.path, hang.path, empty.path, untouched.path,
      ], fixture)
    assertEqual(status, 0, "\(capture.standardError)")
    let report = try GradeJSON.parse(Data(capture.standardOutput.utf8))
    assertEqual(report.rows.map(\.name), ["ada", "bob", "cy", "dan", "eve", "fay"])
    assertEqual(report.rows.map(\.score), [100, 0, 0, 0, 0, 0])
    assertEqual(
      report.rows.map(\.outcome), [.passes, .doesNotBuild, .crashes, .hangs, .noWork, .noWork])
    assertEqual(report.isolation, "scripted")
    let byName = Dictionary(uniqueKeysWithValues: report.rows.map { ($0.name, $0) })
    assertEqual(byName["ada"]?.files.ignored, ["notes.txt"])
    assertEqual(byName["ada"]?.lines, LineDiff.Count(added: 1, removed: 1))
    assertEqual(
      byName["bob"]?.verdict("builds"),
      .failed(why: ["Sources/App/Greeting.swift:1:5: error: cannot find 'x' in scope"]))
    assertEqual(byName["bob"]?.verdict("lint"), .skipped)
    assertEqual(byName["cy"]?.result("exercise scenarios")?.trouble, .crashed)
    assertEqual(byName["dan"]?.result("exercise scenarios")?.trouble, .hung)
    // The project itself is never written, and the journal is gone once grading is complete.
    assertEqual(
      FileManager.default.contents(
        atPath: fixture.root.appendingPathComponent("Sources/App/Greeting.swift").path),
      Data("let greeting = \"Hello\"\n".utf8))
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.base.appendingPathComponent("greet-fake.grading.jsonl").path))
  }

  @Test func aSubmissionIsGradedInALayerOverTheBaseAndNothingOfItReachesTheNext() throws {
    let fixture = try GradeFixture()
    let first = try fixture.submission(
      "ada", ["Sources/App/Greeting.swift": "let greeting = \"Hello\"\n"])
    let second = try fixture.submission("bob", ["Sources/App/Extra.swift": "// more\n"])
    let sandbox = GradeFixture.classroom()
    let (status, capture) = try grade(
      [
        "greet", "-p", "fake", "--root", fixture.root.path, "--format", "json", first.path,
        second.path,
      ], fixture, sandbox)
    assertEqual(status, 0)
    let report = try GradeJSON.parse(Data(capture.standardOutput.utf8))
    // bob brought no greeting: he is checked on the start's (empty) one, not ada's.
    assertEqual(report.rows.first { $0.name == "bob" }?.score, 0)
    assertEqual(report.rows.first { $0.name == "bob" }?.lines, LineDiff.Count(added: 1, removed: 0))
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
      ["greet", "-p", "fake", "--root", fixture.root.path, folder.path], fixture)
    assertEqual(status, 0)
    #expect(
      capture.standardOutput.contains("  refused: Sources/App/Greeting.swift (a symbolic link)"))
    assertEqual(FileManager.default.contents(atPath: outside.path), Data("secret\n".utf8))
  }

  @Test func heldOutScenariosRunAsOneMoreTaskCheckAndNameTheirFile() throws {
    let fixture = try GradeFixture()
    let folder = try fixture.submission(
      "ada", ["Sources/App/Greeting.swift": "let greeting = \"Hi\"\n"])
    let (status, capture) = try grade(
      [
        "greet", "-p", "fake", "--root", fixture.root.path, "--scenarios", "held-out",
        "--format", "json", folder.path,
      ], fixture)
    assertEqual(status, 0)
    let row = try #require(try GradeJSON.parse(Data(capture.standardOutput.utf8)).rows.first)
    let held = try #require(row.result("held-out scenarios"))
    assertEqual((held.passed, held.total), (0, 1))
    guard case .failed(let why) = held.verdict else { return }
    #expect(why.contains("  held-out/greet.scenario:1: expect greeting.label text \"Hello\""))
  }

  @Test func withoutASandboxGradingRefusesUnlessToldAndTheReportSaysSo() throws {
    let fixture = try GradeFixture()
    let folder = try fixture.submission(
      "ada", ["Sources/App/Greeting.swift": "let greeting = \"Hello\"\n"])
    let (refused, capture) = try grade(
      ["greet", "-p", "fake", "--root", fixture.root.path, "--probe", folder.path], fixture)
    assertEqual(refused, 1)
    #expect(capture.standardError.contains("Error: no sandbox on this machine ("))
    #expect(capture.standardError.contains("pass --no-sandbox to grade without one"))
    #expect(capture.standardOutput.isEmpty)
  }

  @Test func aJournalOfAnEarlierRunIsRefusedWithoutResumeAndFinishedWithIt() throws {
    let fixture = try GradeFixture()
    let folders = try ["ada", "bob"].map {
      try fixture.submission($0, ["Sources/App/Greeting.swift": "let greeting = \"Hello\"\n"])
    }
    let arguments = ["greet", "-p", "fake", "--root", fixture.root.path, "--format", "json"]
    let (_, whole) = try grade(arguments + folders.map(\.path), fixture)
    let full = try GradeJSON.parse(Data(whole.standardOutput.utf8))
    // As if interrupted after ada: her row alone in the journal.
    let journalURL = fixture.base.appendingPathComponent("greet-fake.grading.jsonl")
    let (journal, _) = try GradeJournal.open(
      journalURL,
      header: GradeJournal.Header(
        exercise: "greet", pattern: "fake", shard: nil, submissions: ["ada", "bob"]),
      resuming: false)
    try journal.append(try #require(full.rows.first { $0.name == "ada" }))
    journal.close()
    let (refused, said) = try grade(arguments + folders.map(\.path), fixture)
    assertEqual(refused, 1)
    #expect(said.standardError.contains("pass --resume to finish it"))
    let sandbox = GradeFixture.classroom()
    let (status, resumed) = try grade(
      arguments + ["--resume"] + folders.map(\.path), fixture, sandbox)
    assertEqual(status, 0, "\(resumed.standardError)")
    let report = try GradeJSON.parse(Data(resumed.standardOutput.utf8))
    assertEqual(report.rows.map(\.name), full.rows.map(\.name))
    assertEqual(report.rows.map(\.report), full.rows.map(\.report))
    // Only bob was graded again: one build for the base, one for him.
    assertEqual(sandbox.commands.filter { $0.starts(with: ["swift", "build"]) }.count, 2)
    #expect(!FileManager.default.fileExists(atPath: journalURL.path))
  }

  @Test func aSubmissionThatCallsWhatGradedCodeMayNotIsRefusedWithFileAndLine() throws {
    let fixture = try GradeFixture()
    let cheat = try fixture.submission(
      "mallory",
      [
        "Sources/App/Greeting.swift":
          "import Foundation\nlet greeting = \"Hello\"\nlet quit: Void = exit(0)\n"
      ])
    let sandbox = GradeFixture.classroom()
    let (status, capture) = try grade(
      ["greet", "-p", "fake", "--root", fixture.root.path, "--format", "json", cheat.path],
      fixture, sandbox)
    assertEqual(status, 0)
    let row = try #require(try GradeJSON.parse(Data(capture.standardOutput.utf8)).rows.first)
    assertEqual(row.outcome, .refused)
    assertEqual(row.score, 0)
    guard case .refused(let findings) = row.report.status else { return }
    assertEqual(findings.count, 1)
    #expect(findings[0].hasPrefix("Sources/App/Greeting.swift:3:18: forbidden: exit"))
    // Nothing of it ran: the only build is the base's.
    assertEqual(sandbox.commands.filter { $0.starts(with: ["swift", "build"]) }.count, 1)
  }

  @Test func nearlyIdenticalWorkIsFlaggedInEveryFormat() throws {
    let fixture = try GradeFixture()
    let body = (1...12).map { "let line\($0) = \($0)" }.joined(separator: "\n")
    let folders = try [
      ("ada", body), ("bob", body + "\n// mine\n"),
      ("cy", (1...12).map { "let other\($0) = \($0 * 7)" }.joined(separator: "\n")),
    ].map { name, text in
      try fixture.submission(
        name, ["Sources/App/Greeting.swift": "let greeting = \"Hello\"\n" + text])
    }
    let arguments = ["greet", "-p", "fake", "--root", fixture.root.path]
    let (_, json) = try grade(arguments + ["--format", "json"] + folders.map(\.path), fixture)
    let report = try GradeJSON.parse(Data(json.standardOutput.utf8))
    assertEqual(report.similar, [SimilarPair(first: "ada", second: "bob", share: 1, lines: 13)])
    // The other formats render the same report (graded once; `--merge` renders a saved one).
    let part = fixture.base.appendingPathComponent("similar.json")
    try json.standardOutput.write(to: part, atomically: true, encoding: .utf8)
    let (_, text) = try grade(["--merge", part.path], fixture)
    #expect(text.standardOutput.contains("  ada and bob: 100% of 13 lines"))
    let (_, csv) = try grade(["--merge", part.path, "--format", "csv"], fixture)
    #expect(csv.standardOutput.contains(",bob 100%\r\n"))
    let (_, html) = try grade(["--merge", part.path, "--format", "html"], fixture)
    #expect(html.standardOutput.contains("<h2>Similar work</h2>"))
  }

  @Test func gradescopeGetsOneSubmissionsResultsWithTheScoreFirst() throws {
    let fixture = try GradeFixture()
    let folder = try fixture.submission(
      "ada", ["Sources/App/Greeting.swift": "let greeting = \"Hi\"\n"])
    let (status, capture) = try grade(
      [
        "greet", "-p", "fake", "--root", fixture.root.path, "--format", "gradescope",
        folder.path,
      ], fixture)
    assertEqual(status, 0, "\(capture.standardError)")
    let results = try #require(
      try JSONSerialization.jsonObject(with: Data(capture.standardOutput.utf8)) as? [String: Any])
    assertEqual(results["score"] as? Double, 0)
    let tests = try #require(results["tests"] as? [[String: Any]])
    assertEqual(tests.first?["name"] as? String, "score")
    assertEqual(tests.first?["max_score"] as? Double, 100)
    #expect(tests.map { $0["name"] as? String }.contains("exercise scenarios"))
    let other = try fixture.submission("bob")
    let (many, said) = try grade(
      [
        "greet", "-p", "fake", "--root", fixture.root.path, "--format", "gradescope",
        folder.path, other.path,
      ], fixture)
    assertEqual(many, 64)
    #expect(said.standardError.hasPrefix("Error: --format gradescope grades one submission"))
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
        ] + folders.map(\.path), fixture)
      assertEqual(status, 0)
    }
    let part = try GradeJSON.parse(
      try Data(contentsOf: fixture.base.appendingPathComponent("parts/1.json")))
    assertEqual(part.rows.map(\.name), ["ada", "cy"])
    assertEqual(part.shard, GradeShard("1/2"))
    let (status, capture) = try grade(
      ["--merge", fixture.base.appendingPathComponent("parts").path, "--format", "csv"], fixture)
    assertEqual(status, 0)
    assertEqual(
      capture.standardOutput.split(separator: "\r\n").map { $0.split(separator: ",")[1] },
      ["name", "ada", "bob", "cy"])
    let (alone, warned) = try grade(
      ["--merge", fixture.base.appendingPathComponent("parts/2.json").path], fixture)
    assertEqual(alone, 0)
    assertEqual(
      warned.standardError,
      "Warning: no part for shard 1/2; the report has only the submissions of the parts given.\n"
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
    assertEqual(status, 64)
    #expect(capture.standardError.hasPrefix(message + "\n"))
    #expect(capture.standardError.contains("Usage: grade [<id>] [<submission> ...]"))
    #expect(capture.standardOutput.isEmpty)
  }

  @Test func aPartThatIsNotAGradeReportExits65() throws {
    let fixture = try GradeFixture()
    try fixture.write("{\"hello\": 1}", "part.json")
    let (status, capture) = try grade(
      ["--merge", fixture.base.appendingPathComponent("part.json").path], fixture)
    assertEqual(status, 65)
    #expect(capture.standardError.contains("it is not a report of 'patterns grade --format json'"))
  }

  @Test func aProjectThatDoesNotBuildInItsCopyExits1() throws {
    let fixture = try GradeFixture()
    let folder = try fixture.submission("ada", ["Sources/App/Greeting.swift": "x\n"])
    let sandbox = ScriptedSandbox { _ in
      SandboxOutcome(ending: .exited(1), output: Data("error: no such module 'X'\n".utf8))
    }
    let (status, capture) = try grade(
      ["greet", "-p", "fake", "--root", fixture.root.path, folder.path], fixture, sandbox)
    assertEqual(status, 1)
    #expect(capture.standardError.contains("Error: grading could not run: the project, with the"))
  }
}
