import Assertions
import Classroom
import Foundation
import Testing

extension ExerciseCommandTests {
  @Test func solveRefusesOverUncommittedWorkAndSaysHowToForceIt() throws {
    let fixture = try ExerciseFixture()
    let processes = ScriptedProcesses()
    processes.gitStatus = " M Sources/App/Greeting.swift\n"
    try fixture.write("let greeting = \"mine\"\n", "project/Sources/App/Greeting.swift")
    let (status, capture) = try run(["solve", "greet", "--pattern", "fake"], fixture, processes)
    assertEqual(status, 1)
    #expect(
      capture.standardError.hasPrefix(
        "Error: not solving 'greet': these files have uncommitted changes: "
          + "Sources/App/Greeting.swift. Commit or stash them first, or pass --force to "
          + "overwrite them.\n"))
    assertEqual(fixture.read("Sources/App/Greeting.swift"), "let greeting = \"mine\"\n")

    let (forced, output) = try run(
      ["solve", "greet", "--pattern", "fake", "--force"], fixture, processes)
    assertEqual(forced, 0)
    #expect(output.standardOutput.contains("  wrote Sources/App/Greeting.swift"))
    assertEqual(fixture.read("Sources/App/Greeting.swift"), "let greeting = \"Hello\"\n")
  }

  @Test func onlySolveTakesForce() throws {
    let fixture = try ExerciseFixture()
    let processes = ScriptedProcesses()
    processes.gitStatus = ""
    let (status, capture) = try run(
      ["start", "greet", "--pattern", "fake", "--force"], fixture, processes)
    assertEqual(status, 64)
    #expect(capture.standardError.contains("--force"))
    assertEqual(fixture.read("Sources/App/Greeting.swift"), "let greeting = \"Hi\"\n")
  }

  @Test func inAStudentEditionStartOfTheCommittedPairChangesNothingAndSolveSaysWhy() throws {
    let fixture = try ExerciseFixture()
    let processes = ScriptedProcesses()
    processes.gitStatus = ""
    try FileManager.default.removeItem(
      at: fixture.exercises.appendingPathComponent("greet/solution"))
    try fixture.write(
      #"{"started": [{"id": "greet", "pattern": "fake"}]}"#, "Exercises/edition.json")
    try fixture.write("let greeting = \"wip\"\n", "project/Sources/App/Greeting.swift")

    let (started, output) = try run(["start", "greet", "--pattern", "fake"], fixture, processes)
    assertEqual(started, 0)
    #expect(
      output.standardOutput.hasPrefix(
        "Nothing to do: the starting point of 'greet' for fake is committed in this checkout "
          + "(its student edition): nothing to write, nothing changed.\n"))
    #expect(processes.commands.isEmpty)
    assertEqual(fixture.read("Sources/App/Greeting.swift"), "let greeting = \"wip\"\n")

    let (solved, capture) = try run(["solve", "greet", "--pattern", "fake"], fixture, processes)
    assertEqual(solved, 1)
    #expect(
      capture.standardError.hasPrefix(
        "Error: there is no reference solution of 'greet' for fake here: this copy of the "
          + "project is a student edition, without solutions; the teacher's copy has them\n"))
    assertEqual(fixture.read("Sources/App/Greeting.swift"), "let greeting = \"wip\"\n")
  }
}
