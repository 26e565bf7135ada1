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

  /// Creates a step.
  public init(name: String, command: [String], isGate: Bool = false) {
    self.name = name
    self.command = command
    self.isGate = isGate
  }

  /// The steps that check `exercise` for `pattern`, in order: the build, the exercise's
  /// scenarios, the regression suite, the lint, then each unit-test filter.
  public static func plan(
    _ exercise: Exercise, pattern: String, catalog: ExerciseCatalog
  ) throws -> [CheckStep] {
    let checks = try catalog.setup(exercise, pattern: pattern).checks
    var steps = [CheckStep(name: "builds", command: ["swift", "build"], isGate: true)]
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
      steps.append(
        CheckStep(name: "regression suite", command: ["swift", "run", "patterns", "run", pattern]))
    }
    if checks.lint {
      steps.append(
        CheckStep(name: "lint", command: ["swift", "run", "patterns", "lint", "--layering"]))
    }
    for filter in checks.tests {
      steps.append(
        CheckStep(name: "unit tests \(filter)", command: ["swift", "test", "--filter", filter]))
    }
    return steps
  }
}
