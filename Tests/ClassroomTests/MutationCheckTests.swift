import Classroom
import Foundation
import Grading
import Testing

/// The mutation check of a "write the tests" exercise: how the manifest reads, the plan it
/// makes, and how the report shows the score.
@Suite struct MutationCheckTests {
  @Test func aWriteTheTestsManifestReadsItsMutantsAndAnOldOneHasNone() throws {
    let catalog = try fixtureCatalog()
    let exercise = try catalog.exercise("greet-tests")
    #expect(exercise.kind == .writeTheTests)
    let mutation = try #require(try catalog.setup(exercise, pattern: "fake").checks.mutation)
    #expect(mutation.target == "Sources/App/Greeting.swift")
    #expect(mutation.tests == "AppTests.GreetingTests")
    #expect(mutation.mutants.map(\.name) == ["shouts", "silent", "broken"])
    #expect(mutation.mutants[0].description == "greets in capitals")
    #expect(mutation.requiredKills == 2)
    let shouts = try catalog.mutantContents("shouts", of: exercise, pattern: "fake")
    #expect(String(decoding: shouts, as: UTF8.self) == "let greeting = \"HELLO\"\n")
    let greet = try catalog.exercise("greet")
    #expect(try catalog.setup(greet, pattern: "fake").checks.mutation == nil)
  }

  @Test func requiredDefaultsToEveryMutant() throws {
    let json = """
      {"target": "A.swift", "tests": "ATests", "mutants": [
        {"name": "a", "description": "x"}, {"name": "b", "description": "y"}]}
      """
    let mutation = try JSONDecoder().decode(MutationCheck.self, from: Data(json.utf8))
    #expect(mutation.required == nil)
    #expect(mutation.requiredKills == 2)
  }

  @Test func thePlanBuildsTheTestsThenRunsTheSuiteOnTheRealCodeThenOnEachMutant() throws {
    let catalog = try fixtureCatalog()
    let exercise = try catalog.exercise("greet-tests")
    let plan = try CheckStep.plan(exercise, pattern: "fake", catalog: catalog)
    #expect(plan.map(\.name) == ["builds", "tests pass on the real code", "mutants killed"])
    #expect(plan[0].command == ["swift", "build", "--build-tests"])
    #expect(plan[0].isGate)
    let run = ["swift", "test", "--skip-build", "--filter", "AppTests.GreetingTests"]
    #expect(plan[1].command == run && plan[1].needsTests && plan[1].mutation == nil)
    #expect(plan[2].command == run && plan[2].mutation?.mutants.count == 3)
    let folder = try #require(plan[2].mutantFolder)
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("shouts.swift.txt").path)
    )
  }

  @Test func aMissingMutantFileIsAnErrorNamingIt() throws {
    let catalog = try fixtureCatalog()
    var exercise = try catalog.exercise("greet-tests")
    exercise.patterns["fake"]?.checks.mutation?.mutants.append(
      MutationCheck.Mutant(name: "ghost", description: "not bundled"))
    #expect(
      throws: ExerciseError(
        "'greet-tests' for fake lacks its mutant ghost (mutants/fake/ghost.swift.txt)")
    ) {
      try CheckStep.plan(exercise, pattern: "fake", catalog: catalog)
    }
  }

  @Test func theReportNamesEachSurvivorWithWhatItGetsWrong() {
    let score = MutationScore(
      killed: 6, total: 8, survivors: ["keeps-password", "clears-email"],
      descriptions: ["keeps-password": "a refusal keeps the password"])
    let report = CheckReport(
      exercise: "e", pattern: "p",
      results: [("builds", .passed), ("mutants killed", .failed(why: ["killed 6 of 8"]))],
      mutants: score)
    #expect(
      report.text.hasSuffix(
        """
          FAIL  mutants killed
                killed 6 of 8

        Mutants: 6 of 8 killed; survived: keeps-password (a refusal keeps the password), \
        clears-email.
        1 of 2 checks passed. Score: 50/100.

        """))
    let all = MutationScore(killed: 8, total: 8, survivors: [])
    #expect(all.line == "Mutants: 8 of 8 killed.")
  }

  @Test func aLongMutantsLineWrapsToFitATerminal() {
    let names = (1...8).map { "mutant-number-\($0)" }
    let score = MutationScore(
      killed: 0, total: 8, survivors: names,
      descriptions: ["mutant-number-1": "Login 7: a wrong password keeps the password"])
    let lines = score.wrappedLine(width: 60)
    #expect(lines.count > 2)
    #expect(lines.allSatisfy { $0.count <= 60 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
    #expect(
      lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == score.line)
    let report = CheckReport(exercise: "e", pattern: "p", results: [], mutants: score)
    #expect(report.text.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  @Test func aScoreWithoutDescriptionsStillReads() throws {
    let json = #"{"killed": 1, "total": 2, "survivors": ["a"]}"#
    let score = try JSONDecoder().decode(MutationScore.self, from: Data(json.utf8))
    #expect(score == MutationScore(killed: 1, total: 2, survivors: ["a"]))
  }
}
