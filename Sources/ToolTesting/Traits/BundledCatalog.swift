import Classroom
import Testing

/// The trait of a test over the whole bundled catalog: it runs in the teacher's copy only,
/// since a student edition bundles its one exercise without solutions or mutants.
nonisolated public enum BundledCatalog {
  /// Skips the test in a student edition, saying why.
  public static var teachersCopyOnly: ConditionTrait {
    .disabled(
      if: ExerciseCatalog.bundledEdition != nil,
      "a student edition bundles one exercise without its solutions or mutants; this test runs in the teacher's copy"
    )
  }
}
