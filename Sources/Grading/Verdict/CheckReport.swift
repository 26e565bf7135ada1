/// What `patterns exercise check` found: each check passed, failed (with why) or skipped.
import Classroom
nonisolated public struct CheckReport: Hashable, Sendable {
  /// How one check ended.
  public enum Verdict: Hashable, Sendable, Codable {
    case passed
    /// Failed, with the lines that say why (the tail of its output).
    case failed(why: [String])
    /// Not run because an earlier gate (the build) failed.
    case skipped
  }

  /// The exercise checked.
  public var exercise: String
  /// The pattern checked.
  public var pattern: String
  /// Each check's name and verdict, in order.
  public var results: [(name: String, verdict: Verdict)]
  /// For a "write the tests" exercise, how many planted mutants the tests killed.
  public var mutants: MutationScore?

  /// Creates a report.
  public init(
    exercise: String, pattern: String, results: [(name: String, verdict: Verdict)],
    mutants: MutationScore? = nil
  ) {
    self.exercise = exercise
    self.pattern = pattern
    self.results = results
    self.mutants = mutants
  }

  public static func == (a: CheckReport, b: CheckReport) -> Bool {
    a.exercise == b.exercise && a.pattern == b.pattern
      && a.results.map(\.name) == b.results.map(\.name)
      && a.results.map(\.verdict) == b.results.map(\.verdict) && a.mutants == b.mutants
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(exercise)
    hasher.combine(pattern)
    hasher.combine(results.map(\.name))
  }

  /// How many checks passed.
  public var passedCount: Int { results.filter { $0.verdict == .passed }.count }

  /// Whether every check passed.
  public var allPassed: Bool { !results.isEmpty && passedCount == results.count }

  /// The score out of 100: the share of checks passed, rounded down.
  public var score: Int { results.isEmpty ? 0 : passedCount * 100 / results.count }

  /// The report as the terminal shows it.
  public var text: String {
    var lines = ["Checking \(exercise) for \(pattern):"]
    for (name, verdict) in results {
      switch verdict {
      case .passed: lines.append("  PASS  \(name)")
      case .skipped: lines.append("  SKIP  \(name) (the build failed)")
      case .failed(let why):
        lines.append("  FAIL  \(name)")
        lines += why.map { "        \($0)" }
      }
    }
    lines.append("")
    if let mutants { lines += mutants.wrappedLine() }
    lines.append("\(passedCount) of \(results.count) checks passed. Score: \(score)/100.")
    return lines.joined(separator: "\n") + "\n"
  }
}
