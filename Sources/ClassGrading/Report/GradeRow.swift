import Classroom
import Grading

/// One submission as `patterns grade` graded it: its checks, the files it brought, the lines
/// it changed and the time it took.
nonisolated public struct GradeRow: Hashable, Sendable, Codable {
  /// The submission's name (its folder's name).
  public var name: String
  /// Its checks (the exercise's, then the held-out scenarios when given).
  public var report: CheckReport
  /// How its files were sorted (accepted, ignored, refused).
  public var files: SubmissionFiles
  /// Accepted paths whose graded originals were kept instead (the tests that grade a
  /// student come from the grader, not from the submission).
  public var pristine: [String]
  /// Lines its accepted files add and remove against the exercise's starting point.
  public var lines: LineDiff.Count
  /// Wall-clock seconds its grading took.
  public var seconds: Double
  /// The lines it added against the starting point, normalised and fingerprinted
  /// (`Similarity.fingerprints`), for finding work that is nearly the same.
  public var work: [String]

  /// Creates a row.
  public init(
    name: String, report: CheckReport, files: SubmissionFiles, pristine: [String] = [],
    lines: LineDiff.Count, work: [String] = [], seconds: Double
  ) {
    self.name = name
    self.report = report
    self.files = files
    self.pristine = pristine
    self.lines = lines
    self.work = work
    self.seconds = seconds
  }

  /// The check the plan calls `builds` (`CheckStep.plan`).
  public static let buildCheck = "builds"
  /// The check the plan calls `regression suite`.
  public static let regressionCheck = "regression suite"
  /// The check the plan calls `lint`.
  public static let lintCheck = "lint"

  /// The result of the check called `name`, when the plan has one.
  public func result(_ name: String) -> CheckResult? { report.result(name) }

  /// The verdict of the check called `name`, when the plan has one.
  public func verdict(_ name: String) -> CheckReport.Verdict? { result(name)?.verdict }

  /// Whether it built (nil when the build did not run).
  public var builds: Bool? {
    guard report.status == .checked else { return nil }
    return verdict(Self.buildCheck).map { $0 == .passed }
  }

  /// The score out of 100 (`CheckReport.score`).
  public var score: Int { report.score }

  /// What it does (`CheckReport.outcome`).
  public var outcome: CheckReport.Outcome { report.outcome }

  /// The exercise's own items passed and in all (scenarios, tests, mutants), e.g. `4/5`.
  public var taskItems: (passed: Int, total: Int) {
    let items = report.results.filter { $0.kind == .task || $0.kind == .mutation }
    return (items.reduce(0) { $0 + $1.passed }, items.reduce(0) { $0 + $1.total })
  }

  /// Each failed check with the lines that say why, in plan order.
  public var failures: [(name: String, why: [String])] { report.failures }

  /// The ranking order: the higher score first, then more of the task passed, then by name.
  public static func ranksBefore(_ a: GradeRow, _ b: GradeRow) -> Bool {
    (-a.score, -a.taskItems.passed, a.name) < (-b.score, -b.taskItems.passed, b.name)
  }
}

extension CheckReport.Verdict {
  /// `pass`, `FAIL` or `skip`, as the grade tables write it.
  public var word: String {
    switch self {
    case .passed: "pass"
    case .failed: "FAIL"
    case .skipped: "skip"
    }
  }
}

extension CheckResult {
  /// `pass`, `FAIL 3/310`, `skip`: a check in a grade table's cell.
  public var cell: String {
    switch verdict {
    case .passed: total > 1 ? "\(passed)/\(total)" : "pass"
    case .failed: total > 1 ? "\(passed)/\(total)" : "FAIL"
    case .skipped: "skip"
    }
  }
}
