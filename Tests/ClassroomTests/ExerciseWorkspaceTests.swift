import Assertions
import Classroom
import Foundation
import Testing

struct ExerciseWorkspaceTests {
  private let original = "let greeting = \"Hi\" // the project's own\n"

  private func workspace(_ tree: FakeTree) throws -> ExerciseWorkspace {
    ExerciseWorkspace(catalog: try fixtureCatalog(), tree: tree)
  }

  @Test func startWritesTheStartingPointAndRemembersTheExercise() throws {
    let tree = try FakeTree(committed: ["Sources/App/Greeting.swift": original])
    let written = try workspace(tree).start("greet", pattern: "fake")
    assertEqual(written, ["Sources/App/Greeting.swift"])
    assertEqual(tree.read("Sources/App/Greeting.swift"), "let greeting = \"\"\n")
    #expect(tree.read("Sources/App/Farewell.swift") == nil)
    assertEqual(ExerciseState.load(from: tree.root), ExerciseState(id: "greet", pattern: "fake"))
  }

  @Test func startRefusesAndChangesNothingWhenATouchedFileHasUncommittedWork() throws {
    let tree = try FakeTree(committed: ["Sources/App/Greeting.swift": original])
    try tree.write("let greeting = \"mine\"\n", to: "Sources/App/Greeting.swift")
    tree.dirty = ["Sources/App/Greeting.swift"]
    #expect(
      throws: ExerciseError(
        "not starting 'greet': these files have uncommitted changes: "
          + "Sources/App/Greeting.swift. Commit or stash them first.")
    ) { try workspace(tree).start("greet", pattern: "fake") }
    assertEqual(tree.read("Sources/App/Greeting.swift"), "let greeting = \"mine\"\n")
    #expect(ExerciseState.load(from: tree.root) == nil)
    #expect(
      !FileManager.default.fileExists(atPath: tree.root.appendingPathComponent(".patterns").path))
  }

  @Test func solveWritesEveryFileOfTheSolution() throws {
    let tree = try FakeTree(committed: ["Sources/App/Greeting.swift": original])
    try workspace(tree).start("greet", pattern: "fake")
    let written = try workspace(tree).solve("greet", pattern: "fake")
    assertEqual(written, ["Sources/App/Greeting.swift", "Sources/App/Farewell.swift"])
    assertEqual(tree.read("Sources/App/Greeting.swift"), "let greeting = \"Hello\"\n")
    assertEqual(tree.read("Sources/App/Farewell.swift"), "let farewell = \"Bye\"\n")
  }

  @Test func resetAfterStartAndSolveRestoresTheOriginalsByteForByte() throws {
    let tree = try FakeTree(committed: ["Sources/App/Greeting.swift": original])
    let workspace = try workspace(tree)
    try workspace.start("greet", pattern: "fake")
    try workspace.solve("greet", pattern: "fake")
    try workspace.reset("greet", pattern: "fake")
    assertEqual(tree.read("Sources/App/Greeting.swift"), original)
    #expect(tree.read("Sources/App/Farewell.swift") == nil)
    #expect(ExerciseState.load(from: tree.root) == nil)
  }

  @Test func resetKeepsTheOriginalSavedBeforeTheLastCommit() throws {
    let tree = try FakeTree(committed: ["Sources/App/Greeting.swift": original])
    let workspace = try workspace(tree)
    try workspace.start("greet", pattern: "fake")
    // The student commits their work; reset still brings back the project's file.
    tree.committed["Sources/App/Greeting.swift"] = Data("let greeting = \"wip\"\n".utf8)
    try workspace.reset("greet", pattern: "fake")
    assertEqual(tree.read("Sources/App/Greeting.swift"), original)
  }

  @Test func resetInAFreshCloneRestoresTheLastCommitsFiles() throws {
    let tree = try FakeTree(committed: ["Sources/App/Greeting.swift": original])
    try tree.write("let greeting = \"edited\"\n", to: "Sources/App/Greeting.swift")
    try tree.write("let farewell = \"x\"\n", to: "Sources/App/Farewell.swift")
    try workspace(tree).reset("greet", pattern: "fake")
    assertEqual(tree.read("Sources/App/Greeting.swift"), original)
    #expect(tree.read("Sources/App/Farewell.swift") == nil)
  }
}
