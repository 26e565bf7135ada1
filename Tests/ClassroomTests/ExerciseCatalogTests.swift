import Classroom
import Foundation
import Grading
import Testing

@Suite struct ExerciseCatalogTests {
  @Test func aManifestReadsWithItsTaskAndPatterns() throws {
    let catalog = try fixtureCatalog()
    let greet = try catalog.exercise("greet")
    #expect(greet.title == "Greet the user")
    #expect(greet.kind == .feature)
    #expect(greet.task == "# Greet\n\nSay hello.\n")
    #expect(greet.patternNames == ["fake"])
    let setup = try catalog.setup(greet, pattern: "fake")
    #expect(setup.touchedPaths == ["Sources/App/Farewell.swift", "Sources/App/Greeting.swift"])
    #expect(setup.allows("Sources/App/Deep/File.swift"))
    #expect(setup.allows("Tests/AppTests/GreetingTests.swift"))
    #expect(!setup.allows("Sources/Other/File.swift"))
    #expect(!setup.allows("Package.swift"))
  }

  @Test func anUnknownExerciseOrPatternIsAnErrorNamingTheChoices() throws {
    let catalog = try fixtureCatalog()
    #expect(throws: ExerciseError("no exercise 'nope'; the exercises are: greet, greet-tests")) {
      try catalog.exercise("nope")
    }
    let greet = try catalog.exercise("greet")
    #expect(throws: ExerciseError("'greet' is not for mvp; it is for: fake")) {
      try catalog.setup(greet, pattern: "mvp")
    }
  }

  @Test func bundledFilesReadByRepositoryPath() throws {
    let catalog = try fixtureCatalog()
    let greet = try catalog.exercise("greet")
    let start = try catalog.contents(
      of: "Sources/App/Greeting.swift", .start, greet, pattern: "fake")
    #expect(String(decoding: start, as: UTF8.self) == "let greeting = \"\"\n")
    #expect(throws: ExerciseError.self) {
      try catalog.contents(of: "Sources/App/Farewell.swift", .start, greet, pattern: "fake")
    }
  }

  @Test func aPatternsOwnFileComesBeforeTheSharedOne() throws {
    let catalog = try fixtureCatalog()
    let greet = try catalog.exercise("greet")
    let own = try catalog.contents(
      of: "Sources/App/Greeting.swift", .solution, greet, pattern: "fake")
    #expect(String(decoding: own, as: UTF8.self) == "let greeting = \"Hello\"\n")
    let shared = try catalog.contents(
      of: "Sources/App/Farewell.swift", .solution, greet, pattern: "fake")
    #expect(String(decoding: shared, as: UTF8.self) == "let farewell = \"Bye\"\n")
  }

  @Test func theCheckPlanBuildsThenRunsScenariosRegressionAndTests() throws {
    let catalog = try fixtureCatalog()
    let greet = try catalog.exercise("greet")
    let plan = try CheckStep.plan(greet, pattern: "fake", catalog: catalog)
    #expect(
      plan.map(\.name) == [
        "builds", "exercise scenarios", "regression suite", "unit tests AppTests.GreetingTests",
      ])
    #expect(plan[0].command == ["swift", "build"])
    #expect(plan[0].isGate)
    let scenario = catalog.scenarioFile("greet.scenario", of: greet).path
    #expect(
      plan[1].command == ["swift", "run", "patterns", "run", "fake", "--scenarios", scenario])
    #expect(plan[2].command == ["swift", "run", "patterns", "run", "fake"])
    #expect(plan[3].command == ["swift", "test", "--filter", "AppTests.GreetingTests"])
  }

  @Test func aSuiteFolderReplacesTheSameNamedBundledFilesInTheRegressionStep() throws {
    let catalog = try fixtureCatalog()
    var greet = try catalog.exercise("greet")
    greet.patterns["fake"]?.checks.suite = "suite"
    let bundled = FileManager.default.temporaryDirectory
      .appendingPathComponent("suite-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: bundled, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: bundled) }
    for name in ["b.scenario", "a.scenario", "README.md"] {
      try Data().write(to: bundled.appendingPathComponent(name))
    }
    let plan = try CheckStep.plan(greet, pattern: "fake", catalog: catalog, bundledSuite: bundled)
    let override = catalog.scenarioFile("suite", of: greet).appendingPathComponent("b.scenario")
    #expect(
      plan[2].command == [
        "swift", "run", "patterns", "run", "fake",
        "--scenarios", bundled.appendingPathComponent("a.scenario").path,
        "--scenarios", override.path,
      ])
    try FileManager.default.removeItem(at: bundled.appendingPathComponent("b.scenario"))
    #expect(throws: ExerciseError("'greet' replaces suite files that do not exist: b.scenario")) {
      try CheckStep.plan(greet, pattern: "fake", catalog: catalog, bundledSuite: bundled)
    }
  }
}
