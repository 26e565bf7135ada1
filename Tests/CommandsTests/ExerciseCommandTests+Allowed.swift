import Assertions
import Classroom
import Foundation
import Testing
import ToolTesting

@testable import CommandLineKit
@testable import Commands

extension ExerciseCommandTests {
  /// Runs `patterns exercise ARGUMENTS` over the fixture's exercises (without `--root`).
  private func show(_ arguments: [String], _ fixture: ExerciseFixture) throws -> (
    Int32, OutputCapture
  ) {
    let capture = OutputCapture()
    let command = ExerciseCommand(
      patterns: [fakePattern("fake")], catalog: try ExerciseCatalog(folder: fixture.exercises),
      processes: ScriptedProcesses())
    let status = CommandProgram(root: command, version: "test").main(
      arguments, context: .capturing(into: capture, workingDirectory: fixture.root))
    return (status, capture)
  }

  @Test func showAllowedPrintsTheGlobsAStudentMayChangeOneALine() throws {
    let fixture = try ExerciseFixture()
    let (status, capture) = try show(["show", "greet", "--pattern", "fake", "--allowed"], fixture)
    assertEqual(status, 0)
    assertEqual(capture.standardOutput, "Sources/App/**\n")
  }

  @Test func showAllowedNeedsAPattern() throws {
    let fixture = try ExerciseFixture()
    let (status, capture) = try show(["show", "greet", "--allowed"], fixture)
    assertEqual(status, 64)
    #expect(
      capture.standardError.hasPrefix("Error: Missing '--pattern <pattern>'; 'greet' is for: fake"))
  }
}
