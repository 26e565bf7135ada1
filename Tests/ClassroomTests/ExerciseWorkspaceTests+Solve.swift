import Assertions
import Classroom
import Foundation
import Testing

extension ExerciseWorkspaceTests {
  private var projectGreeting: String { "let greeting = \"Hi\" // the project's own\n" }

  @Test func solveRefusesAndChangesNothingOverUncommittedWork() throws {
    let tree = try FakeTree(committed: ["Sources/App/Greeting.swift": projectGreeting])
    let workspace = ExerciseWorkspace(catalog: try fixtureCatalog(), tree: tree)
    try workspace.start("greet", pattern: "fake")
    try tree.write("let greeting = \"mine\"\n", to: "Sources/App/Greeting.swift")
    tree.dirty = ["Sources/App/Greeting.swift"]
    #expect(
      throws: ExerciseError(
        "not solving 'greet': these files have uncommitted changes: "
          + "Sources/App/Greeting.swift. Commit or stash them first, or pass --force to "
          + "overwrite them.")
    ) { try workspace.solve("greet", pattern: "fake") }
    assertEqual(tree.read("Sources/App/Greeting.swift"), "let greeting = \"mine\"\n")
    #expect(tree.read("Sources/App/Farewell.swift") == nil)
  }

  @Test func solveWithForceOverwritesUncommittedWork() throws {
    let tree = try FakeTree(committed: ["Sources/App/Greeting.swift": projectGreeting])
    let workspace = ExerciseWorkspace(catalog: try fixtureCatalog(), tree: tree)
    try tree.write("let greeting = \"mine\"\n", to: "Sources/App/Greeting.swift")
    tree.dirty = ["Sources/App/Greeting.swift"]
    let written = try workspace.solve("greet", pattern: "fake", force: true)
    assertEqual(written, ["Sources/App/Greeting.swift", "Sources/App/Farewell.swift"])
    assertEqual(tree.read("Sources/App/Greeting.swift"), "let greeting = \"Hello\"\n")
  }

  /// The files `start` wrote are uncommitted too, but they are nobody's work.
  @Test func solveRightAfterStartOverwritesTheUntouchedStartingPoint() throws {
    let tree = try FakeTree(committed: ["Sources/App/Greeting.swift": projectGreeting])
    let workspace = ExerciseWorkspace(catalog: try fixtureCatalog(), tree: tree)
    try workspace.start("greet", pattern: "fake")
    tree.dirty = ["Sources/App/Greeting.swift"]
    try workspace.solve("greet", pattern: "fake")
    assertEqual(tree.read("Sources/App/Greeting.swift"), "let greeting = \"Hello\"\n")
    // Solving twice finds the solution as bundled: nothing of anyone's is lost.
    tree.dirty = ["Sources/App/Greeting.swift", "Sources/App/Farewell.swift"]
    try assertEqual(workspace.solve("greet", pattern: "fake").count, 2)
  }
}
