import Classroom
import Testing

/// The tests over the whole bundled catalog (its exercises, their solutions and mutants) run
/// in the teacher's copy only: a student edition (`patterns exercise edition`) bundles its one
/// exercise, without solutions or mutants, and says so where these tests would run.
nonisolated enum BundledCatalog {
  /// Whether this build bundles a student edition.
  static var isStudentEdition: Bool { ExerciseCatalog.bundledEdition != nil }

  /// The trait of such a test or suite.
  static var teachersCopyOnly: ConditionTrait {
    .disabled(
      if: isStudentEdition,
      "a student edition bundles one exercise without its solutions or mutants; this test runs in the teacher's copy"
    )
  }
}
