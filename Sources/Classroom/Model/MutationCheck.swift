import Foundation

/// The mutation check of a "write the tests" exercise (Docs/Classroom.md): the student's
/// tests must pass on the real `target` and fail on each planted mutant of it.
///
/// In `exercise.json`, under `checks`:
/// `"mutation": {"target": PATH, "tests": FILTER, "mutants": [{"name", "description"}],
/// "required": N?}`. Each mutant is a full replacement of the target, bundled as
/// `mutants/<pattern>/<name>.swift.txt` in the exercise's folder.
nonisolated public struct MutationCheck: Hashable, Sendable, Codable {
  /// One planted mutant: its name (its file's, without `.swift.txt`) and what it gets wrong.
  public struct Mutant: Hashable, Sendable, Codable {
    /// The name: `keeps-the-password`.
    public var name: String
    /// One line on the mistake it plants: "a refused sign-in does not clear the password".
    public var description: String

    /// Creates a mutant.
    public init(name: String, description: String) {
      self.name = name
      self.description = description
    }
  }

  /// The file under test that each mutant replaces (`Sources/MVP/Presenters/LoginPresenter.swift`).
  public var target: String
  /// The `swift test --filter` expression of the student's suite (`MVPTests.LoginPresenterTests`).
  public var tests: String
  /// The planted mutants, in plant order.
  public var mutants: [Mutant]
  /// How many must be killed to pass; `nil` in the manifest means all of them.
  public var required: Int?

  /// Creates a mutation check.
  public init(target: String, tests: String, mutants: [Mutant], required: Int? = nil) {
    self.target = target
    self.tests = tests
    self.mutants = mutants
    self.required = required
  }

  /// How many mutants must be killed: `required`, or every mutant.
  public var requiredKills: Int { min(required ?? mutants.count, mutants.count) }

  /// The path of a mutant's file in the exercise's folder: `mutants/<pattern>/<name>.swift.txt`.
  public static func mutantPath(_ name: String, pattern: String) -> String {
    "mutants/\(pattern)/\(name).swift.txt"
  }
}
