import Classroom
import Foundation
import Processes

@testable import Workbench

/// A class to grade in a temporary folder: the exercise `greet` for the pattern `fake`
/// (allowed: `Sources/App/**`), a project, and submission folders written by each test.
final class GradeFixture {
  let base = FileManager.default.temporaryDirectory
    .appendingPathComponent("grade-\(UUID().uuidString)")
  var root: URL { base.appendingPathComponent("project") }
  var exercises: URL { base.appendingPathComponent("Exercises") }
  var heldOut: URL { base.appendingPathComponent("held-out") }

  init() throws {
    try write(
      """
      {"id": "greet", "title": "Greet the user", "kind": "fix-a-bug", "patterns": {"fake": {
        "start": ["Sources/App/Greeting.swift"], "solution": ["Sources/App/Greeting.swift"],
        "allowed": ["Sources/App/**"],
        "checks": {"scenarios": ["greet.scenario"], "regression": true, "lint": true,
                   "tests": []}}}}
      """, "Exercises/greet/exercise.json")
    try write("# Greet\n", "Exercises/greet/task.md")
    try write("let greeting = \"\"\n", "Exercises/greet/start/fake/Sources/App/Greeting.swift.txt")
    try write(
      "let greeting = \"Hello\"\n", "Exercises/greet/solution/fake/Sources/App/Greeting.swift.txt")
    try write("// swift-tools-version: 6.2\n", "project/Package.swift")
    try write("let greeting = \"Hello\"\n", "project/Sources/App/Greeting.swift")
    try write(
      "scenario: Greets\n  given signed in as \"ada@example.com\"\n", "held-out/greet.scenario")
  }

  deinit { try? FileManager.default.removeItem(at: base) }

  func write(_ text: String, _ path: String) throws {
    let url = base.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// A submission folder `name` holding `files` (path → text).
  @discardableResult
  func submission(_ name: String, _ files: [String: String] = [:]) throws -> URL {
    try FileManager.default.createDirectory(
      at: base.appendingPathComponent("class/\(name)"), withIntermediateDirectories: true)
    for (path, text) in files { try write(text, "class/\(name)/\(path)") }
    return base.appendingPathComponent("class/\(name)")
  }

  func catalog() throws -> ExerciseCatalog { try ExerciseCatalog(folder: exercises) }
}

/// Stands in for the copy, the builds and the checks: each check command's outcome is
/// decided by `answer` from the text of `Sources/App/Greeting.swift` in the copy it runs in
/// (so each submission gets its own verdicts); records every command line.
final class GradeProcesses: ProcessRunning, @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [[String]] = []
  /// The outcome and log of a check, from its command line and the greeting in its copy.
  var answer: @Sendable (_ command: [String], _ greeting: String) -> (ProcessOutcome, String) = {
    _, _ in (ProcessOutcome(status: 0), "")
  }

  var commands: [[String]] { lock.withLock { recorded } }

  func run(_ executable: URL, _ arguments: [String], log: URL?) throws -> ProcessOutcome {
    try run(executable, arguments, log: log, timeLimit: nil)
  }

  func run(_ executable: URL, _ arguments: [String], log: URL?, timeLimit: Duration?) throws
    -> ProcessOutcome
  {
    lock.withLock { recorded.append(arguments) }
    guard let index = arguments.firstIndex(of: "--package-path") else {
      return ProcessOutcome(status: 0)  // the copy: the slot's folder exists, nothing more
    }
    let root = URL(fileURLWithPath: arguments[index + 1])
    let greeting =
      FileManager.default.contents(
        atPath: root.appendingPathComponent("Sources/App/Greeting.swift").path
      )
      .map { String(decoding: $0, as: UTF8.self) } ?? ""
    let (outcome, text) = answer(arguments, greeting)
    if let log { try Data(text.utf8).write(to: log) }
    return outcome
  }
}
