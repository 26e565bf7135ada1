import Classroom
import Foundation

/// One check of `patterns exercise check`: a command run in the checkout, passing when it
/// exits 0. The plan is pure; the Workbench runs it.
nonisolated public struct CheckStep: Hashable, Sendable {
  /// What the report calls it: "builds", "exercise scenarios", "regression suite"…
  public var name: String
  /// The program and its arguments (`swift build`).
  public var command: [String]
  /// Whether the steps after it are skipped when it fails (a build that fails).
  public var isGate: Bool
  /// Whether the command is a test run that must run at least one test (`swift test`
  /// passing on a filter that matches nothing proves nothing).
  public var needsTests: Bool
  /// For the mutants step of a "write the tests" exercise: the runner runs `command` once per
  /// planted mutant, with the mutant in place of the target, instead of once.
  public var mutation: MutationCheck?
  /// The folder holding the mutants' files (`<name>.swift.txt`), with `mutation`.
  public var mutantFolder: URL?

  /// Creates a step.
  public init(
    name: String, command: [String], isGate: Bool = false, needsTests: Bool = false,
    mutation: MutationCheck? = nil, mutantFolder: URL? = nil
  ) {
    self.name = name
    self.command = command
    self.isGate = isGate
    self.needsTests = needsTests
    self.mutation = mutation
    self.mutantFolder = mutantFolder
  }

  /// The name of the step that runs a "write the tests" suite on the real code.
  public static let testsOnRealCode = "tests pass on the real code"
  /// The name of the mutants step.
  public static let mutantsKilled = "mutants killed"

  /// The steps that check `exercise` for `pattern`, in order: the build, the exercise's
  /// scenarios, the regression suite, the lint, then each unit-test filter; for a "write the
  /// tests" exercise (`checks.mutation`) the build includes the tests, and two steps end the
  /// plan: the student's suite on the real code, then on each mutant.
  ///
  /// An exercise with a `suite` folder runs the regression step on the bundled suite's files
  /// (from `bundledSuite`, `ScenarioLoader.bundledSuiteURL` in the app) with the exercise's
  /// same-named files in their place.
  public static func plan(
    _ exercise: Exercise, pattern: String, catalog: ExerciseCatalog,
    bundledSuite: URL? = nil
  ) throws -> [CheckStep] {
    let checks = try catalog.setup(exercise, pattern: pattern).checks
    let build = checks.mutation == nil ? ["swift", "build"] : ["swift", "build", "--build-tests"]
    var steps = [CheckStep(name: "builds", command: build, isGate: true)]
    if !checks.scenarios.isEmpty {
      let files = checks.scenarios.flatMap {
        ["--scenarios", catalog.scenarioFile($0, of: exercise).path]
      }
      steps.append(
        CheckStep(
          name: "exercise scenarios",
          command: ["swift", "run", "patterns", "run", pattern] + files))
    }
    if checks.regression {
      let files = try regressionFiles(checks, of: exercise, catalog: catalog, bundled: bundledSuite)
      steps.append(
        CheckStep(
          name: "regression suite",
          command: ["swift", "run", "patterns", "run", pattern]
            + files.flatMap { ["--scenarios", $0.path] }))
    }
    if checks.lint {
      steps.append(
        CheckStep(name: "lint", command: ["swift", "run", "patterns", "lint", "--layering"]))
    }
    for filter in checks.tests {
      steps.append(
        CheckStep(name: "unit tests \(filter)", command: ["swift", "test", "--filter", filter]))
    }
    if let mutation = checks.mutation {
      let run = ["swift", "test", "--skip-build", "--filter", mutation.tests]
      steps.append(CheckStep(name: testsOnRealCode, command: run, needsTests: true))
      for mutant in mutation.mutants {
        _ = try catalog.mutantContents(mutant.name, of: exercise, pattern: pattern)
      }
      let folder = catalog.folder.appendingPathComponent(exercise.id)
        .appendingPathComponent("mutants").appendingPathComponent(pattern)
      steps.append(
        CheckStep(name: mutantsKilled, command: run, mutation: mutation, mutantFolder: folder))
    }
    return steps
  }

  /// The regression step's files: none (the bundled suite as `run` loads it) without a
  /// `suite` folder; else every bundled suite file, sorted, the exercise's copy in place of
  /// each it has.
  static func regressionFiles(
    _ checks: Checks, of exercise: Exercise, catalog: ExerciseCatalog, bundled: URL?
  ) throws -> [URL] {
    guard let suite = checks.suite else { return [] }
    guard let bundled else {
      throw ExerciseError("the bundled scenario suite is missing from the build")
    }
    let manager = FileManager.default
    let overrides = catalog.scenarioFile(suite, of: exercise)
    let replaced = Set((try? manager.contentsOfDirectory(atPath: overrides.path)) ?? [])
    guard !replaced.isEmpty else {
      throw ExerciseError("'\(exercise.id)' names the suite folder '\(suite)', which is empty")
    }
    let names = try manager.contentsOfDirectory(atPath: bundled.path)
      .filter { $0.hasSuffix(".scenario") }.sorted()
    let unknown = replaced.filter { $0.hasSuffix(".scenario") && !names.contains($0) }.sorted()
    guard unknown.isEmpty else {
      throw ExerciseError(
        "'\(exercise.id)' replaces suite files that do not exist: "
          + unknown.joined(separator: ", "))
    }
    return names.map {
      replaced.contains($0)
        ? overrides.appendingPathComponent($0) : bundled.appendingPathComponent($0)
    }
  }
}
