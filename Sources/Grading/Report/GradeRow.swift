/// One submission as `patterns grade` graded it: its checks, the files it brought, the lines
import Classroom
/// it changed and the time it took.
nonisolated public struct GradeRow: Hashable, Sendable {
  /// The submission's name (its folder's name).
  public var name: String
  /// Its checks (the exercise's, then the held-out scenarios when given).
  public var report: CheckReport
  /// How its files were sorted (accepted, ignored, refused).
  public var files: SubmissionFiles
  /// Lines its accepted files add and remove against the exercise's starting point.
  public var lines: LineDiff.Count
  /// Wall-clock seconds its grading took.
  public var seconds: Double

  /// Creates a row.
  public init(
    name: String, report: CheckReport, files: SubmissionFiles, lines: LineDiff.Count,
    seconds: Double
  ) {
    self.name = name
    self.report = report
    self.files = files
    self.lines = lines
    self.seconds = seconds
  }

  /// The check the plan calls `builds` (`CheckStep.plan`).
  public static let buildCheck = "builds"
  /// The check the plan calls `regression suite`.
  public static let regressionCheck = "regression suite"
  /// The check the plan calls `lint`.
  public static let lintCheck = "lint"

  /// The verdict of the check called `name`, when the plan has one.
  public func verdict(_ name: String) -> CheckReport.Verdict? {
    report.results.first { $0.name == name }?.verdict
  }

  /// Whether it built (nil when the plan has no build).
  public var builds: Bool? { verdict(Self.buildCheck).map { $0 == .passed } }

  /// The score out of 100 (`CheckReport.score`).
  public var score: Int { report.score }

  /// Each failed check with the lines that say why, in plan order.
  public var failures: [(name: String, why: [String])] {
    report.results.compactMap { result in
      if case .failed(let why) = result.verdict { return (result.name, why) }
      return nil
    }
  }

  /// The ranking order: the higher score first, then more checks passed, then by name.
  public static func ranksBefore(_ a: GradeRow, _ b: GradeRow) -> Bool {
    (-a.score, -a.report.passedCount, a.name) < (-b.score, -b.report.passedCount, b.name)
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
