import Assertions
import Classroom
import Foundation
import Testing

struct ExerciseCatalogTests {
  @Test func aManifestReadsWithItsTaskAndPatterns() throws {
    let catalog = try fixtureCatalog()
    let greet = try catalog.exercise("greet")
    assertEqual(greet.title, "Greet the user")
    assertEqual(greet.kind, .feature)
    assertEqual(greet.task, "# Greet\n\nSay hello.\n")
    assertEqual(greet.patternNames, ["fake"])
    let setup = try catalog.setup(greet, pattern: "fake")
    assertEqual(setup.touchedPaths, ["Sources/App/Farewell.swift", "Sources/App/Greeting.swift"])
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
    assertEqual(String(decoding: start, as: UTF8.self), "let greeting = \"\"\n")
    #expect(throws: ExerciseError.self) {
      try catalog.contents(of: "Sources/App/Farewell.swift", .start, greet, pattern: "fake")
    }
  }

  @Test func aPatternsOwnFileComesBeforeTheSharedOne() throws {
    let catalog = try fixtureCatalog()
    let greet = try catalog.exercise("greet")
    let own = try catalog.contents(
      of: "Sources/App/Greeting.swift", .solution, greet, pattern: "fake")
    assertEqual(String(decoding: own, as: UTF8.self), "let greeting = \"Hello\"\n")
    let shared = try catalog.contents(
      of: "Sources/App/Farewell.swift", .solution, greet, pattern: "fake")
    assertEqual(String(decoding: shared, as: UTF8.self), "let farewell = \"Bye\"\n")
  }
}
