/// How a student's tests fared against the planted mutants of a "write the tests" exercise:
import Classroom
/// a mutant is killed when the tests fail on it (or no longer build against it).
nonisolated public struct MutationScore: Hashable, Sendable, Codable {
  /// The mutants the tests killed.
  public var killed: Int
  /// The mutants planted.
  public var total: Int
  /// The names of the mutants that survived (the tests passed on them), in plant order.
  public var survivors: [String]
  /// What each survivor gets wrong (its one-line description), by name; may be empty.
  public var descriptions: [String: String]
  /// The behaviour-keeping rewrites of the real file the tests failed on (then no mutant
  /// counts: the tests tell files apart).
  public var controlsFailed: [String] = []

  /// Creates a score.
  public init(
    killed: Int, total: Int, survivors: [String], descriptions: [String: String] = [:]
  ) {
    self.killed = killed
    self.total = total
    self.survivors = survivors
    self.descriptions = descriptions
  }

  private enum CodingKeys: String, CodingKey {
    case killed, total, survivors, descriptions, controlsFailed
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    killed = try container.decode(Int.self, forKey: .killed)
    total = try container.decode(Int.self, forKey: .total)
    survivors = try container.decode([String].self, forKey: .survivors)
    descriptions =
      try container.decodeIfPresent([String: String].self, forKey: .descriptions) ?? [:]
    controlsFailed = try container.decodeIfPresent([String].self, forKey: .controlsFailed) ?? []
  }

  /// The share killed, in percent, rounded down (0 when nothing was planted).
  public var percent: Int { total == 0 ? 0 : killed * 100 / total }

  /// Each survivor as `name (description)`, or its name alone when it has no description.
  public var describedSurvivors: [String] {
    survivors.map { name in descriptions[name].map { "\(name) (\($0))" } ?? name }
  }

  /// The report's line: `Mutants: 6 of 8 killed; survived: a (…), b (…).`
  public var line: String {
    if !controlsFailed.isEmpty {
      return "Mutants: none count: the tests failed on the real file "
        + controlsFailed.map { "with its \($0)" }.joined(separator: " and ") + "."
    }
    let head = "Mutants: \(killed) of \(total) killed"
    return survivors.isEmpty
      ? head + "." : head + "; survived: " + describedSurvivors.joined(separator: ", ") + "."
  }

  /// `line` wrapped at word boundaries to `width` columns, the lines after the first indented
  /// by two spaces (a report fits a terminal).
  public func wrappedLine(width: Int = 100) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if candidate.count > width, !current.isEmpty, current != "  " {
        lines.append(current)
        current = "  " + word
      } else {
        current = candidate
      }
    }
    lines.append(current)
    return lines
  }
}
