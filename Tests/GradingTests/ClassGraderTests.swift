import Assertions
import ClassGrading
import Classroom
import Foundation
import GradingTesting
import Processes
import Testing

@testable import Grading

/// Grading a class: the clean base, each submission's layer or restored copy, graded test
/// files kept as the grader's, and a journal that loses nothing.
struct ClassGraderTests {
  let folder: TemporaryFolder
  let setup: PatternSetup

  init() throws {
    folder = try TemporaryFolder()
    try folder.write("// swift-tools-version: 6.2\n", "project/Package.swift")
    try folder.write("let greeting = \"Hello\"\n", "project/Sources/App/Greeting.swift")
    try folder.write("@Test func greets() {}\n", "project/Tests/AppTests/GreetingTests.swift")
    try folder.write("secret\n", "project/Sources/Classroom/Exercises/greet/solution/fake/x.txt")
    try folder.write("fixed\n", "project/Sources/Classroom/Exercises/other/start/fake/x.txt")
    try folder.write("{}\n", "project/Sources/Classroom/Mutants/a-bug.json")
    try folder.write("# The catalogue\n", "project/Sources/Classroom/Mutants/README.md")
    setup = PatternSetup(
      start: ["Sources/App/Greeting.swift"], solution: ["Sources/App/Greeting.swift"],
      allowed: ["Sources/App/**", "Tests/AppTests/**"],
      checks: Checks(
        scenarios: [], regression: false, lint: false, tests: ["AppTests.GreetingTests"]))
  }

  /// Passes the graded test when the greeting says Hello and the test file is the teacher's.
  private func sandbox(layers: Bool = true) -> ScriptedSandbox {
    ScriptedSandbox(layers: layers) { call in
      if call.command.starts(with: ["swift", "test", "list"]) {
        return SandboxOutcome(
          ending: .exited(0), output: Data("AppTests.GreetingTests/greets()\n".utf8))
      }
      guard call.command.starts(with: ["swift", "test"]) else {
        return SandboxOutcome(ending: .exited(0))
      }
      let honest = call.read("Tests/AppTests/GreetingTests.swift") == "@Test func greets() {}\n"
      let hello = call.read("Sources/App/Greeting.swift")?.contains("Hello") == true
      return call.testRun([("greets()", honest && hello ? nil : "no")])
    }
  }

  private func grader(_ sandbox: ScriptedSandbox) -> ClassGrader {
    ClassGrader(
      exercise: "greet", pattern: "fake", setup: setup,
      steps: [
        CheckStep(name: "builds", kind: .build, action: .build(tests: true)),
        CheckStep(
          name: "unit tests AppTests.GreetingTests", kind: .task,
          action: .unitTests(filter: "AppTests.GreetingTests")),
      ],
      timeLimit: .seconds(60), sandbox: sandbox)
  }

  private func submission(_ name: String, _ files: [String: String]) throws -> Submission {
    for (path, text) in files { try folder.write(text, "class/\(name)/\(path)") }
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("class/\(name)"), withIntermediateDirectories: true)
    return Submission(folder: folder.url.appendingPathComponent("class/\(name)"))
  }

  private func prepare(_ grader: ClassGrader, jobs: Int = 1) throws -> ClassGrader.Slots {
    try grader.prepare(
      jobs: jobs, copying: folder.url.appendingPathComponent("project"),
      into: folder.url.appendingPathComponent("work"), excluding: [],
      start: ["Sources/App/Greeting.swift": Data("let greeting = \"\"\n".utf8)])
  }

  @Test func theBaseHasTheStartingPointAndNoAnswers() throws {
    let slots = try prepare(grader(sandbox()))
    guard case .layers(let base, _) = slots else {
      Issue.record("no layers")
      return
    }
    assertEqual(folder.read("work/base/Sources/App/Greeting.swift"), "let greeting = \"\"\n")
    #expect(
      !FileManager.default.fileExists(
        atPath: base.root.appendingPathComponent("Sources/Classroom/Exercises/greet/solution").path)
    )
    assertEqual(base.expectedTests("AppTests.GreetingTests"), ["AppTests.GreetingTests/greets()"])
    // The testability catalogue's cuts hold bugs and their fixes: out too, but its folder.
    #expect(folder.read("work/base/Sources/Classroom/Mutants/a-bug.json") == nil)
    assertEqual(folder.read("work/base/Sources/Classroom/Mutants/README.md"), "# The catalogue\n")
  }

  @Test func gradedTestFilesComeFromTheGraderNotTheSubmission() throws {
    let grader = grader(sandbox())
    let slots = try prepare(grader)
    let cheat = try submission(
      "mallory",
      [
        "Sources/App/Greeting.swift": "let greeting = \"Hi\"\n",
        "Tests/AppTests/GreetingTests.swift": "@Test func greets() { /* passes anything */ }\n",
      ])
    let honest = try submission("ada", ["Sources/App/Greeting.swift": "let greeting = \"Hello\"\n"])
    let rows = grader.grade([cheat, honest], in: slots, jobs: 1)
    assertEqual(rows.map(\.score), [0, 100])
    assertEqual(rows[0].pristine, ["Tests/AppTests/GreetingTests.swift"])
    // The base is as it was: the next submission starts from it byte for byte.
    assertEqual(folder.read("work/base/Sources/App/Greeting.swift"), "let greeting = \"\"\n")
  }

  @Test func aSubmissionLikeTheStartingPointIsNoWorkAndRunsNothing() throws {
    let sandbox = sandbox()
    let grader = grader(sandbox)
    let slots = try prepare(grader)
    let before = sandbox.commands.count
    let same = try submission("eve", ["Sources/App/Greeting.swift": "let greeting = \"\"\n"])
    let rows = grader.grade([same], in: slots, jobs: 1)
    assertEqual(rows.map(\.outcome), [.noWork])
    assertEqual(sandbox.commands.count, before)
  }

  @Test func withoutLayersEachJobsCopyIsRestoredByteForByteAfterEachSubmission() throws {
    let sandbox = ScriptedSandbox(layers: false) { call in
      // A build that litters the copy, as a student's code might.
      try? Data("left behind\n".utf8).write(
        to: call.policy.workingDirectory.appendingPathComponent("Sources/App/Litter.swift"))
      if call.command.starts(with: ["swift", "test", "list"]) {
        return SandboxOutcome(
          ending: .exited(0), output: Data("AppTests.GreetingTests/greets()\n".utf8))
      }
      let hello = call.read("Sources/App/Greeting.swift")?.contains("Hello") == true
      return call.command.starts(with: ["swift", "test"])
        ? call.testRun([("greets()", hello ? nil : "no")]) : SandboxOutcome(ending: .exited(0))
    }
    let grader = grader(sandbox)
    let slots = try prepare(grader)
    guard case .copies(let copies) = slots else {
      Issue.record("layers without a sandbox that has them")
      return
    }
    try FileManager.default.removeItem(
      at: copies[0].clean.appendingPathComponent("Sources/App/Litter.swift"))
    try copies[0].restore()
    let rows = grader.grade(
      [try submission("ada", ["Sources/App/Greeting.swift": "let greeting = \"Hello\"\n"])],
      in: slots, jobs: 1)
    assertEqual(rows.map(\.score), [100])
    assertEqual(folder.read("work/slot-1/Sources/App/Greeting.swift"), "let greeting = \"\"\n")
    #expect(folder.read("work/slot-1/Sources/App/Litter.swift") == nil)
  }

  @Test func cancellingStopsTakingSubmissionsAndTheJournalKeepsWhatWasGraded() throws {
    let grader = grader(sandbox())
    let slots = try prepare(grader)
    let class_ = try ["ada", "bob", "cy"].map {
      try submission($0, ["Sources/App/Greeting.swift": "let greeting = \"Hello \($0)\"\n"])
    }
    let journalURL = folder.url.appendingPathComponent("greet.jsonl")
    let header = GradeJournal.Header(
      exercise: "greet", pattern: "fake", shard: nil, submissions: class_.map(\.name))
    let (journal, none) = try GradeJournal.open(journalURL, header: header, resuming: false)
    #expect(none.isEmpty)
    let stop = Flag()
    let first = grader.grade(
      class_, in: slots, jobs: 1,
      finished: { row in
        try? journal.append(row)
        stop.set()
      }, isCancelled: { stop.isSet })
    journal.close()
    assertEqual(first.map(\.name), ["ada"])
    // Resumed: the journal's row stands, the rest is graded.
    let (again, kept) = try GradeJournal.open(journalURL, header: header, resuming: true)
    assertEqual(kept.map(\.name), ["ada"])
    assertEqual(kept.map(\.report), first.map(\.report))
    let rest = grader.grade(
      class_.filter { name in !kept.contains { $0.name == name.name } }, in: slots, jobs: 2,
      finished: { try? again.append($0) })
    again.close()
    let whole = grader.grade(class_, in: slots, jobs: 1)
    assertEqual((kept + rest).map(\.name), whole.map(\.name))
    assertEqual((kept + rest).map(\.report), whole.map(\.report))
    #expect(throws: ExerciseError.self) {
      _ = try GradeJournal.open(journalURL, header: header, resuming: false)
    }
    var other = header
    other.pattern = "mvp"
    #expect(throws: ExerciseError.self) {
      _ = try GradeJournal.open(journalURL, header: other, resuming: true)
    }
  }
}

/// A flag set from one thread and read from others.
nonisolated final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
