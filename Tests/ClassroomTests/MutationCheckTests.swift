import Assertions
import Classroom
import Foundation
import Testing

/// The mutation check of a "write the tests" exercise: how the manifest reads (its plan and
/// score are GradingTests').
struct MutationCheckTests {
  @Test func aWriteTheTestsManifestReadsItsMutantsAndAnOldOneHasNone() throws {
    let catalog = try fixtureCatalog()
    let exercise = try catalog.exercise("greet-tests")
    assertEqual(exercise.kind, .writeTheTests)
    let mutation = try #require(try catalog.setup(exercise, pattern: "fake").checks.mutation)
    assertEqual(mutation.target, "Sources/App/Greeting.swift")
    assertEqual(mutation.tests, "AppTests.GreetingTests")
    assertEqual(mutation.mutants.map(\.name), ["shouts", "silent", "broken"])
    assertEqual(mutation.mutants[0].description, "greets in capitals")
    assertEqual(mutation.requiredKills, 2)
    let shouts = try catalog.mutantContents("shouts", of: exercise, pattern: "fake")
    assertEqual(String(decoding: shouts, as: UTF8.self), "let greeting = \"HELLO\"\n")
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
    assertEqual(mutation.requiredKills, 2)
  }
}
