import Assertions
import Classroom
import Foundation
import Testing

@testable import CommandLineKit
@testable import Commands

/// `patterns exercise edition`: which editions it writes, and its usage errors. (Writing one
/// from a git checkout is `StudentEditionTests`, in ClassroomTests.)
struct ExerciseEditionCommandTests {
  private func catalog() throws -> (ExerciseFixture, ExerciseCatalog) {
    let fixture = try ExerciseFixture()
    try fixture.write(
      """
      {"id": "wave", "title": "Wave", "kind": "feature", "patterns": {
        "fake": {"start": [], "solution": [], "allowed": ["Sources/App/**"],
                 "checks": {"scenarios": [], "regression": true, "lint": true, "tests": []}},
        "other": {"start": [], "solution": [], "allowed": ["Sources/App/**"],
                  "checks": {"scenarios": [], "regression": true, "lint": true, "tests": []}}}}
      """, "Exercises/wave/exercise.json")
    return (fixture, try ExerciseCatalog(folder: fixture.exercises))
  }

  @Test func everyExerciseAndPatternUnlessNamed() throws {
    let (_, catalog) = try catalog()
    try assertEqual(
      ExerciseEditionCommand.pairs(ids: [], patterns: [], in: catalog).map(\.name),
      [
        "greet-fake", "wave-fake", "wave-other",
      ])
    try assertEqual(
      ExerciseEditionCommand.pairs(ids: ["wave"], patterns: [], in: catalog).map(\.name),
      ["wave-fake", "wave-other"])
    try assertEqual(
      ExerciseEditionCommand.pairs(ids: [], patterns: ["other"], in: catalog).map(\.name),
      ["wave-other"])
  }

  @Test func anUnknownExerciseOrAPatternNoneIsForIsAUsageError() throws {
    let (_, catalog) = try catalog()
    #expect(
      throws: UsageError("Unknown exercise 'nope'; expected one of: greet, wave")
    ) { try ExerciseEditionCommand.pairs(ids: ["nope"], patterns: [], in: catalog) }
    #expect(
      throws: UsageError(
        "No exercise of those applies to other; 'patterns exercise list' shows each one's "
          + "patterns")
    ) { try ExerciseEditionCommand.pairs(ids: ["greet"], patterns: ["other"], in: catalog) }
  }

  @Test func withoutAnOutputFolderItIsAUsageErrorAndWritesNothing() throws {
    let (fixture, _) = try catalog()
    let processes = ScriptedProcesses()
    let (status, capture) = try ExerciseCommandTests().run(
      ["edition", "greet"], fixture, processes)
    assertEqual(status, 64)
    #expect(capture.standardError.hasPrefix("Error: Missing '--output <dir>'"))
    #expect(processes.commands.isEmpty)
  }

  @Test func theLeftOutPathsAreSummedUpOtherExercisesCounted() {
    let exercises = StudentEdition.exercisesPath
    assertEqual(
      ExerciseEditionCommand.summary(
        of: [
          ".github/workflows", "\(exercises)/greet/mutants", "\(exercises)/greet/solution",
          "\(exercises)/wave", "\(exercises)/wide",
        ], keeping: "greet"),
      ".github/workflows, \(exercises)/greet/mutants, \(exercises)/greet/solution, "
        + "2 other exercises")
  }
}
