import Assertions
import Classroom
import Foundation
import Testing

@testable import Grading

/// The plan of checks an exercise makes (`CheckStep.plan`).
struct CheckStepTests {
  @Test func theCheckPlanBuildsThenRunsScenariosRegressionAndTests() throws {
    let catalog = try fixtureCatalog()
    let greet = try catalog.exercise("greet")
    let suite = try TemporaryFolder()
    try suite.write("", "a.scenario")
    let plan = try CheckStep.plan(greet, pattern: "fake", catalog: catalog, bundledSuite: suite.url)
    assertEqual(
      plan.map(\.name),
      [
        "builds", "exercise scenarios", "regression suite", "unit tests AppTests.GreetingTests",
      ])
    assertEqual(plan.map(\.kind), [.build, .task, .regression, .task])
    assertEqual(plan[0].action, .build(tests: true))
    assertEqual(
      plan[1].action,
      .scenarios([
        ScenarioSource(
          url: catalog.scenarioFile("greet.scenario", of: greet),
          displayPath: "Sources/Classroom/Exercises/greet/scenarios/greet.scenario")
      ]))
    assertEqual(
      plan[2].action,
      .scenarios([
        ScenarioSource(
          url: suite.url.appendingPathComponent("a.scenario"),
          displayPath: "Sources/Scenarios/Suite/a.scenario")
      ]))
    assertEqual(plan[3].action, .unitTests(filter: "AppTests.GreetingTests"))
  }

  @Test func aSuiteFolderReplacesTheSameNamedBundledFilesInTheRegressionStep() throws {
    let catalog = try fixtureCatalog()
    var greet = try catalog.exercise("greet")
    greet.patterns["fake"]?.checks.suite = "suite"
    let bundled = try TemporaryFolder()
    for name in ["b.scenario", "a.scenario", "README.md"] { try bundled.write("", name) }
    let plan = try CheckStep.plan(
      greet, pattern: "fake", catalog: catalog, bundledSuite: bundled.url)
    let override = catalog.scenarioFile("suite", of: greet).appendingPathComponent("b.scenario")
    assertEqual(
      plan[2].action,
      .scenarios([
        ScenarioSource(
          url: bundled.url.appendingPathComponent("a.scenario"),
          displayPath: "Sources/Scenarios/Suite/a.scenario"),
        ScenarioSource(
          url: override,
          displayPath: "Sources/Classroom/Exercises/greet/scenarios/suite/b.scenario"),
      ]))
    try FileManager.default.removeItem(at: bundled.url.appendingPathComponent("b.scenario"))
    #expect(throws: ExerciseError("'greet' replaces suite files that do not exist: b.scenario")) {
      try CheckStep.plan(greet, pattern: "fake", catalog: catalog, bundledSuite: bundled.url)
    }
  }

  @Test func theWriteTheTestsPlanRunsTheSuiteOnTheRealCodeThenOnEachMutant() throws {
    let catalog = try fixtureCatalog()
    let exercise = try catalog.exercise("greet-tests")
    let plan = try CheckStep.plan(exercise, pattern: "fake", catalog: catalog)
    assertEqual(plan.map(\.name), ["builds", "tests pass on the real code", "mutants killed"])
    assertEqual(plan.map(\.kind), [.build, .realCode, .mutation])
    assertEqual(plan[0].action, .build(tests: true))
    assertEqual(plan[1].action, .testsOnRealCode(filter: "AppTests.GreetingTests"))
    guard case .mutants(let mutation, let folder) = plan[2].action else {
      Issue.record("the last step runs no mutants")
      return
    }
    assertEqual(mutation.mutants.count, 3)
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
}
