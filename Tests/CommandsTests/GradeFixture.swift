import Classroom
import Foundation
import GradingTesting
import Processes

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
    try write(
      "scenario: Greets\n  given signed in as \"ada@example.com\"\n",
      "Exercises/greet/scenarios/greet.scenario")
    try write("let greeting = \"\"\n", "Exercises/greet/start/fake/Sources/App/Greeting.swift.txt")
    try write(
      "let greeting = \"Hello\"\n", "Exercises/greet/solution/fake/Sources/App/Greeting.swift.txt")
    try write("// swift-tools-version: 6.2\n", "project/Package.swift")
    try write("let greeting = \"Hello\"\n", "project/Sources/App/Greeting.swift")
    try write(
      "scenario: Greets twice\n  given signed in as \"ada@example.com\"\n",
      "held-out/greet.scenario")
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

  /// A sandbox standing in for the builds and checks: the build fails on "BROKEN", workers
  /// crash on "CRASH" and hang on "HANG"; the greeting scenarios pass on "Hello", every other
  /// scenario passes.
  static func classroom(layers: Bool = true) -> ScriptedSandbox {
    ScriptedSandbox(layers: layers) { call in
      let greeting = call.read("Sources/App/Greeting.swift") ?? ""
      if call.command.starts(with: ["swift", "build"]), greeting.contains("BROKEN") {
        return SandboxOutcome(
          ending: .exited(1),
          output: Data(
            "\(call.policy.workingDirectory.path)/Sources/App/Greeting.swift:1:5: error: cannot find 'x' in scope\n"
              .utf8))
      }
      guard call.command.contains("__worker") else { return SandboxOutcome(ending: .exited(0)) }
      return call.worker(
        decide: { scenario in
          scenario.name.hasPrefix("Greets") && !greeting.contains("Hello") ? "Hi" : nil
        },
        stop: { _, scenario in
          !scenario.name.hasPrefix("Greets")
            ? nil
            : greeting.contains("CRASH")
              ? SandboxOutcome(
                ending: .signalled(4), output: Data("Fatal error: unfinished\n".utf8))
              : greeting.contains("HANG") ? SandboxOutcome(ending: .timedOut) : nil
        })
    }
  }
}
