/// What `patterns grade` found for a class (or for one shard of it): one row per submission,
import Classroom
import Grading
/// ranked best score first.
nonisolated public struct GradeReport: Hashable, Sendable {
  /// The exercise graded.
  public var exercise: String
  /// The pattern graded.
  public var pattern: String
  /// The slice of the class graded, or nil for the whole class (or a merged report).
  public var shard: GradeShard?
  /// The time limit per submission, in seconds.
  public var timeLimitSeconds: Int
  /// The isolation student code ran under, as one line (`SandboxRunning.description`), or
  /// a warning that there was none.
  public var isolation: String
  /// The rows, best first (`GradeRow.ranksBefore`).
  public private(set) var rows: [GradeRow]
  /// The reference solution's added lines, fingerprinted as a row's `work` is.
  public var reference: [String]

  /// A report; the rows are ranked.
  public init(
    exercise: String, pattern: String, shard: GradeShard? = nil, timeLimitSeconds: Int,
    isolation: String = "", reference: [String] = [], rows: [GradeRow]
  ) {
    self.reference = reference
    self.exercise = exercise
    self.pattern = pattern
    self.shard = shard
    self.timeLimitSeconds = timeLimitSeconds
    self.isolation = isolation
    self.rows = rows.sorted(by: GradeRow.ranksBefore)
  }

  /// The pairs of submissions, or of a submission and the reference solution, whose added
  /// lines are nearly the same (`Similarity`), the most alike first.
  public var similar: [SimilarPair] {
    Similarity.pairs(
      rows.map { Similarity.Work(name: $0.name, lines: $0.work) },
      reference: reference.isEmpty ? nil : reference)
  }

  /// Whether any row counts mutants (a "write the tests" exercise): the tables then show
  /// a mutants column.
  public var hasMutants: Bool { rows.contains { $0.report.mutants != nil } }

  /// The parts of a class graded by shards, as one report of the whole class.
  ///
  /// - Throws: `ExerciseError` when there are no parts, when they grade different exercises
  ///   or patterns, or when a submission name appears in two parts.
  public static func merged(_ parts: [GradeReport]) throws -> GradeReport {
    guard let first = parts.first else { throw ExerciseError("no parts to merge") }
    for part in parts where (part.exercise, part.pattern) != (first.exercise, first.pattern) {
      throw ExerciseError(
        "the parts grade different work: \(first.exercise) for \(first.pattern), and "
          + "\(part.exercise) for \(part.pattern)")
    }
    var seen: Set<String> = []
    for name in parts.flatMap({ $0.rows.map(\.name) }) where !seen.insert(name).inserted {
      throw ExerciseError("the submission '\(name)' is in two parts (was a shard merged twice?)")
    }
    return GradeReport(
      exercise: first.exercise, pattern: first.pattern,
      timeLimitSeconds: parts.map(\.timeLimitSeconds).max() ?? first.timeLimitSeconds,
      isolation: Array(Set(parts.map(\.isolation))).sorted().joined(separator: "; "),
      reference: first.reference, rows: parts.flatMap(\.rows))
  }

  /// The shards of `parts` missing for a whole class (`2/3` when parts 1/3 and 3/3 are
  /// given), sorted; empty when the parts are not shards or all are there.
  public static func missingShards(_ parts: [GradeReport]) -> [GradeShard] {
    let shards = parts.compactMap(\.shard)
    guard let count = shards.first?.count else { return [] }
    let present = Set(shards.filter { $0.count == count }.map(\.index))
    return (1...count).filter { !present.contains($0) }.compactMap {
      GradeShard(index: $0, count: count)
    }
  }
}
