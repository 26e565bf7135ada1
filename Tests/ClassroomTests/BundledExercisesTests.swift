import Assertions
import Classroom
import Foundation
import Scenarios
import Testing

/// The exercises shipped in the Classroom module hold together: their files exist, their
/// scenarios parse, their starting points differ from their solutions without `fatalError`
/// stubs, and a solution that restores the project's code is that code, byte for byte.
/// (Running their checks rebuilds the project: Scripts/check-exercises.sh does that.)
@Suite(BundledCatalog.teachersCopyOnly) struct BundledExercisesTests {
  /// The repository root, from this file's path.
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func theBundledExercisesLoadWithTaskTexts() throws {
    let catalog = try ExerciseCatalog.bundled()
    let ids = catalog.exercises.map(\.id)
    #expect(ids == ids.sorted() && Set(ids).count == ids.count)
    #expect(ids.contains("mvp-catalog-presenter") && ids.contains("search-debounce"))
    for exercise in catalog.exercises {
      for heading in ["## Goal", "## Why it matters", "## Spec rules touched", "## Hints"] {
        #expect(exercise.task.contains(heading), "\(exercise.id) lacks \(heading)")
      }
    }
    try assertEqual(
      catalog.exercise("search-debounce").patternNames,
      [
        "mv", "mvc", "mvp", "mvvm", "mvvm-swiftui", "tea", "viper",
      ])
    try assertEqual(catalog.exercise("mvp-catalog-presenter").kind, .buildARole)
    for id in [
      "mvp-login-presenter-tests", "mvvm-login-viewmodel-tests", "mvp-catalog-presenter-tests",
    ] {
      try assertEqual(catalog.exercise(id).kind, .writeTheTests)
    }
    for id in ["retain-cycle", "stale-row-after-edit"] {
      try assertEqual(catalog.exercise(id).patternNames, ["mvc", "mvp", "mvvm", "tea", "viper"])
      try assertEqual(catalog.exercise(id).kind, .fixABug)
    }
    for id in ["mvvm-login-viewmodel", "tea-product-reducer", "viper-catalog-interactor"] {
      try assertEqual(catalog.exercise(id).kind, .buildARole)
    }
  }

  @Test func thereAreTwelveOrMoreExercisesWithTwoOrMoreOfEveryKind() throws {
    let catalog = try ExerciseCatalog.bundled()
    #expect(catalog.exercises.count >= 12)
    for kind in Exercise.Kind.allCases where kind != .feature {
      #expect(catalog.exercises.filter { $0.kind == kind }.count >= 2, "\(kind)")
    }
    // The contract's three features, each for every registered pattern.
    for id in ["stock", "undo-delete", "remember-me"] {
      let feature = try catalog.exercise(id)
      assertEqual(feature.kind, .feature)
      assertEqual(
        feature.patternNames, ["mv", "mvc", "mvp", "mvvm", "mvvm-swiftui", "tea", "viper"])
    }
  }

  @Test func everyDeclaredFileIsBundledAndAllowed() throws {
    let catalog = try ExerciseCatalog.bundled()
    for exercise in catalog.exercises {
      for (pattern, setup) in exercise.patterns {
        for path in setup.start {
          _ = try catalog.contents(of: path, .start, exercise, pattern: pattern)
          #expect(setup.allows(path), "\(exercise.id)/\(pattern): \(path) is not allowed")
        }
        for path in setup.solution {
          _ = try catalog.contents(of: path, .solution, exercise, pattern: pattern)
        }
      }
    }
  }

  @Test func everyExerciseScenarioParses() throws {
    let catalog = try ExerciseCatalog.bundled()
    for exercise in catalog.exercises {
      for name in Set(exercise.patterns.values.flatMap(\.checks.scenarios)) {
        let url = catalog.scenarioFile(name, of: exercise)
        let text = try String(contentsOf: url, encoding: .utf8)
        let file = try ScenarioParser.parse(text, path: name)
        #expect(!file.scenarios.isEmpty, "\(exercise.id)/\(name) has no scenario")
      }
    }
  }

  @Test func startingPointsDifferFromSolutionsAndHaveNoStubs() throws {
    let catalog = try ExerciseCatalog.bundled()
    for exercise in catalog.exercises {
      for (pattern, setup) in exercise.patterns {
        for path in setup.start {
          let start = try catalog.contents(of: path, .start, exercise, pattern: pattern)
          let text = String(decoding: start, as: UTF8.self)
          #expect(!text.contains("fatalError("), "\(exercise.id)/\(pattern): \(path)")
          if setup.solution.contains(path) {
            let solution = try catalog.contents(of: path, .solution, exercise, pattern: pattern)
            #expect(start != solution, "\(exercise.id)/\(pattern): \(path) starts solved")
          }
        }
      }
    }
  }

  /// For "write the tests", the solution is the project's own test file.
  @Test func solutionsOfFixesRolesAndTestsAreTheProjectsCodeByteForByte() throws {
    let catalog = try ExerciseCatalog.bundled()
    for exercise in catalog.exercises
    where [.fixABug, .buildARole, .writeTheTests].contains(exercise.kind) {
      for (pattern, setup) in exercise.patterns {
        for path in setup.solution {
          let solution = try catalog.contents(of: path, .solution, exercise, pattern: pattern)
          let current = FileManager.default.contents(
            atPath: root.appendingPathComponent(path).path)
          assertEqual(
            current, solution,
            """
            \(exercise.id)/\(pattern): the solution of \(path) differs from the project's \
            file; cut it again from the code (Docs/Classroom.md, "Writing a new exercise")
            """)
        }
      }
    }
  }
}

extension BundledExercisesTests {
  @Test func everyExerciseWasCutFromTheProjectsCurrentFiles() throws {
    let catalog = try ExerciseCatalog.bundled()
    for exercise in catalog.exercises {
      for (pattern, setup) in exercise.patterns.sorted(by: { $0.key < $1.key }) {
        for (path, base) in setup.bases.sorted(by: { $0.key < $1.key }) {
          let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
          let now = data.map(FileFingerprint.of) ?? "absent"
          assertEqual(
            now, base,
            """
            \(exercise.id)/\(pattern): \(path) changed since the exercise was cut from it \
            (base \(base), now \(now)); cut its start and solution again from the current \
            file, then record "\(path)": "\(now)" in its bases (Docs/Classroom.md)
            """)
        }
      }
    }
  }
}

extension BundledExercisesTests {
  /// Every planted mutant is bundled, differs from the project's file and from every other
  /// mutant, crashes nothing (no `fatalError`), and the exercise records the bases of both
  /// the target and the test file it was cut from.
  @Test func writeTheTestsExercisesPlantAtLeastEightDistinctMutants() throws {
    let catalog = try ExerciseCatalog.bundled()
    for exercise in catalog.exercises where exercise.kind == .writeTheTests {
      for (pattern, setup) in exercise.patterns {
        let label = "\(exercise.id)/\(pattern)"
        let mutation = try #require(setup.checks.mutation, "\(label) has no mutation check")
        #expect(mutation.mutants.count >= 8, "\(label) plants fewer than 8 mutants")
        #expect(setup.bases[mutation.target] != nil, "\(label) records no base of the target")
        let real = FileManager.default.contents(
          atPath: root.appendingPathComponent(mutation.target).path)
        var seen: Set<Data> = []
        for mutant in mutation.mutants {
          let data = try catalog.mutantContents(mutant.name, of: exercise, pattern: pattern)
          #expect(data != real, "\(label): \(mutant.name) is the real file")
          #expect(seen.insert(data).inserted, "\(label): \(mutant.name) repeats a mutant")
          #expect(
            !String(decoding: data, as: UTF8.self).contains("fatalError("),
            "\(label): \(mutant.name) may crash")
          #expect(!mutant.description.isEmpty && !mutant.description.contains("\n"))
        }
        for path in setup.start {
          #expect(setup.bases[path] != nil, "\(label): no base of \(path)")
        }
      }
    }
  }
}
