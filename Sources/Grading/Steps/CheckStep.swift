import Classroom
import Foundation

/// One check of an exercise (`patterns exercise check`, `patterns grade`): what it does, and
/// how its result counts (`CheckResult.Kind`). The plan is pure; `StepRunner` runs it.
nonisolated public struct CheckStep: Hashable, Sendable {
  /// What the step does.
  public enum Action: Hashable, Sendable {
    /// `swift build`, with the test targets when the plan runs tests.
    case build(tests: Bool)
    /// Plays these scenario files on the pattern, in workers whose messages leave the sandbox
    /// through a pipe.
    case scenarios([ScenarioSource])
    /// The layering lint, run by the grader itself over the work's sources.
    case lint
    /// The Swift Testing tests matching a `--filter`, each of which must be reported passed.
    case unitTests(filter: String)
    /// A student's own tests on the real code: at least one, all passing.
    case testsOnRealCode(filter: String)
    /// A student's tests on each planted mutant, from `folder`, and on behaviour-keeping
    /// rewrites of the real file (controls), which must survive.
    case mutants(MutationCheck, folder: URL)
  }

  /// What the report calls it.
  public var name: String
  /// How its result counts.
  public var kind: CheckResult.Kind
  /// What it does.
  public var action: Action

  /// Creates a step.
  public init(name: String, kind: CheckResult.Kind, action: Action) {
    self.name = name
    self.kind = kind
    self.action = action
  }

  /// The name of the step that runs a "write the tests" suite on the real code.
  public static let testsOnRealCode = "tests pass on the real code"
  /// The name of the mutants step.
  public static let mutantsKilled = "mutants killed"

  /// Whether the step runs Swift Testing tests (the build must then build the tests).
  public var runsTests: Bool {
    switch action {
    case .unitTests, .testsOnRealCode, .mutants: true
    default: false
    }
  }

  /// The steps that check `exercise` for `pattern`, in order: the build, the exercise's
  /// scenarios, the regression suite, the lint, then each unit-test filter; a "write the
  /// tests" exercise ends with the student's suite on the real code, then on the mutants.
  ///
  /// Scenario files are named as a student finds them in the repository
  /// (`displayFolder/<id>/scenarios/<name>`, the suite's `Sources/Scenarios/Suite/<name>`).
  /// An exercise with a `suite` folder runs the regression step on the bundled suite's files
  /// (`bundledSuite`) with the exercise's same-named files in their place.
  public static func plan(
    _ exercise: Exercise, pattern: String, catalog: ExerciseCatalog, bundledSuite: URL? = nil,
    displayFolder: String = "Sources/Classroom/Exercises"
  ) throws -> [CheckStep] {
    let checks = try catalog.setup(exercise, pattern: pattern).checks
    let exerciseFolder = displayFolder + "/" + exercise.id + "/scenarios/"
    var steps = [
      CheckStep(
        name: "builds", kind: .build,
        action: .build(tests: !checks.tests.isEmpty || checks.mutation != nil))
    ]
    if !checks.scenarios.isEmpty {
      let files = checks.scenarios.map {
        ScenarioSource(
          url: catalog.scenarioFile($0, of: exercise), displayPath: exerciseFolder + $0)
      }
      steps.append(CheckStep(name: "exercise scenarios", kind: .task, action: .scenarios(files)))
    }
    if checks.regression {
      let files = try regressionFiles(
        checks, of: exercise, catalog: catalog, bundled: bundledSuite,
        overrideFolder: exerciseFolder)
      steps.append(
        CheckStep(name: "regression suite", kind: .regression, action: .scenarios(files)))
    }
    if checks.lint {
      steps.append(CheckStep(name: "lint", kind: .lint, action: .lint))
    }
    for filter in checks.tests {
      steps.append(
        CheckStep(name: "unit tests \(filter)", kind: .task, action: .unitTests(filter: filter)))
    }
    if let mutation = checks.mutation {
      steps.append(
        CheckStep(
          name: testsOnRealCode, kind: .realCode, action: .testsOnRealCode(filter: mutation.tests)))
      // A student edition has no mutants: the teacher's copy grades them.
      if catalog.edition != nil, !catalog.hasMutants(exercise, pattern: pattern) { return steps }
      for mutant in mutation.mutants {
        _ = try catalog.mutantContents(mutant.name, of: exercise, pattern: pattern)
      }
      let folder = catalog.folder.appendingPathComponent(exercise.id)
        .appendingPathComponent("mutants").appendingPathComponent(pattern)
      steps.append(
        CheckStep(name: mutantsKilled, kind: .mutation, action: .mutants(mutation, folder: folder)))
    }
    return steps
  }

  /// The regression step's files: every bundled suite file, sorted, the exercise's copy in
  /// place of each its `suite` folder has.
  static func regressionFiles(
    _ checks: Checks, of exercise: Exercise, catalog: ExerciseCatalog, bundled: URL?,
    overrideFolder: String
  ) throws -> [ScenarioSource] {
    guard let bundled else {
      throw ExerciseError("the bundled scenario suite is missing from the build")
    }
    let manager = FileManager.default
    let bundledFiles = try ScenarioSource.suite(in: bundled)
    let names = bundledFiles.map(\.url.lastPathComponent)
    guard let suite = checks.suite else { return bundledFiles }
    let overrides = catalog.scenarioFile(suite, of: exercise)
    let replaced = Set((try? manager.contentsOfDirectory(atPath: overrides.path)) ?? [])
    guard !replaced.isEmpty else {
      throw ExerciseError("'\(exercise.id)' names the suite folder '\(suite)', which is empty")
    }
    let unknown = replaced.filter { $0.hasSuffix(".scenario") && !names.contains($0) }.sorted()
    guard unknown.isEmpty else {
      throw ExerciseError(
        "'\(exercise.id)' replaces suite files that do not exist: "
          + unknown.joined(separator: ", "))
    }
    return zip(names, bundledFiles).map { name, file in
      replaced.contains(name)
        ? ScenarioSource(
          url: overrides.appendingPathComponent(name),
          displayPath: overrideFolder + suite + "/" + name)
        : file
    }
  }
}

/// A scenario file a check plays: where the grader reads it, and the path its failures name.
nonisolated public struct ScenarioSource: Hashable, Sendable {
  /// The file.
  public var url: URL
  /// The path failures name (`Sources/Classroom/Exercises/stock/scenarios/stock.scenario`).
  public var displayPath: String

  /// Creates a source.
  public init(url: URL, displayPath: String) {
    self.url = url
    self.displayPath = displayPath
  }

  /// Every `.scenario` file of the bundled suite's folder, sorted, each named as a student
  /// finds it in the repository (`Sources/Scenarios/Suite/<name>`).
  public static func suite(in folder: URL) throws -> [ScenarioSource] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".scenario") }.sorted()
      .map {
        ScenarioSource(
          url: folder.appendingPathComponent($0), displayPath: "Sources/Scenarios/Suite/" + $0)
      }
  }
}
