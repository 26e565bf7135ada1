import Foundation

extension ExerciseCatalog {
  /// The bundled contents of the planted mutant `name` of `exercise` for `pattern`
  /// (`mutants/<pattern>/<name>.swift.txt`): a full replacement of the mutation's target.
  public func mutantContents(
    _ name: String, of exercise: Exercise, pattern: String
  ) throws -> Data {
    let file = folder.appendingPathComponent(exercise.id)
      .appendingPathComponent(MutationCheck.mutantPath(name, pattern: pattern))
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw ExerciseError(
        "'\(exercise.id)' for \(pattern) lacks its mutant \(name) "
          + "(\(MutationCheck.mutantPath(name, pattern: pattern)))")
    }
    return data
  }
}
