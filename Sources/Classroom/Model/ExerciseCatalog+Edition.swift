import Foundation

/// What a copy of the project holds of each exercise: the teacher's copy has everything; a
/// student edition (`ExerciseEdition`) has no reference solutions and no planted mutants.
/// The commands ask here before they need either, and say why when it is not here.
extension ExerciseCatalog {
  /// Whether the reference solution of `exercise` for `pattern` is here: every file it
  /// writes is bundled. False in a student edition.
  public func hasSolution(_ exercise: Exercise, pattern: String) -> Bool {
    guard let setup = exercise.patterns[pattern] else { return false }
    return setup.solution.allSatisfy {
      (try? contents(of: $0, .solution, exercise, pattern: pattern)) != nil
    }
  }

  /// Whether the planted mutants of `exercise` for `pattern` are here: it has a mutation
  /// check and every mutant's file is bundled. False in a student edition, and for an
  /// exercise that plants none.
  public func hasMutants(_ exercise: Exercise, pattern: String) -> Bool {
    guard let mutation = exercise.patterns[pattern]?.checks.mutation else { return false }
    return mutation.mutants.allSatisfy {
      (try? mutantContents($0.name, of: exercise, pattern: pattern)) != nil
    }
  }

  /// The edition the bundled exercises belong to, or nil in the teacher's copy (the tests
  /// over the whole bundled catalog run only there).
  public static var bundledEdition: ExerciseEdition? { try? bundled().edition }

  /// Whether this checkout has the starting point of `id` for `pattern` committed (the
  /// student edition of that pair), so that `start` has nothing to write.
  public func startIsCommitted(_ id: String, pattern: String) -> Bool {
    edition?.started.contains(ExerciseEdition.Pair(id: id, pattern: pattern)) ?? false
  }

  /// What `solve` says where the reference solution is not here.
  public static func noSolutionHere(_ id: String, pattern: String) -> String {
    "there is no reference solution of '\(id)' for \(pattern) here: this copy of the project "
      + "is a student edition, without solutions; the teacher's copy has them"
  }

  /// What `check` says of the mutation step where the mutants are not here (the lead's
  /// check command prints it instead of running the step).
  public static func mutantsGradedByTeacher(_ id: String, pattern: String) -> String {
    "the planted mutants of '\(id)' for \(pattern) are not in this student edition: check runs "
      + "your tests on the real code here, and your teacher grades them against the mutants"
  }

  /// What `start` says where the starting point is committed already.
  public static func startAlreadyCommitted(_ id: String, pattern: String) -> String {
    "the starting point of '\(id)' for \(pattern) is committed in this checkout (its student "
      + "edition): nothing to write, nothing changed"
  }
}
