import Classroom
import Foundation
import Testing

extension BundledExercisesTests {
  /// A reference solution is a change a student could hand in: every file it writes lies
  /// inside the globs the exercise lets students change (the contract's "files a student may
  /// change"). A solution that needs a file outside them (the workbench's own code, say)
  /// could never be matched by a student, and `grade` would ignore that file of theirs.
  @Test func everyReferenceSolutionStaysInsideItsAllowedPaths() throws {
    let catalog = try ExerciseCatalog.bundled()
    var outside: [String] = []
    for exercise in catalog.exercises {
      for (pattern, setup) in exercise.patterns.sorted(by: { $0.key < $1.key }) {
        for path in setup.solution where !setup.allows(path) {
          outside.append("\(exercise.id)/\(pattern): \(path)")
        }
      }
    }
    #expect(
      outside.isEmpty,
      """
      these reference-solution files lie outside the exercise's allowed paths (exercise.json, \
      "allowed"): \(outside.joined(separator: "; ")). Either the student may change the file \
      (add a glob) or the solution must not need it (Docs/Classroom.md, "Writing a new exercise")
      """)
  }
}
