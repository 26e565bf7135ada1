/// A check report as JSON (for `patterns grade`, whose workers send reports across a process
import Classroom
/// boundary): `{"exercise", "pattern", "results": [{"name", "verdict"}], "mutants"?}`.
extension CheckReport: Codable {
  private enum CodingKeys: String, CodingKey {
    case exercise, pattern, results, mutants
  }

  private struct Result: Codable {
    var name: String
    var verdict: Verdict
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      exercise: try container.decode(String.self, forKey: .exercise),
      pattern: try container.decode(String.self, forKey: .pattern),
      results: try container.decode([Result].self, forKey: .results).map {
        ($0.name, $0.verdict)
      },
      mutants: try container.decodeIfPresent(MutationScore.self, forKey: .mutants))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(exercise, forKey: .exercise)
    try container.encode(pattern, forKey: .pattern)
    try container.encode(
      results.map { Result(name: $0.name, verdict: $0.verdict) }, forKey: .results)
    try container.encodeIfPresent(mutants, forKey: .mutants)
  }
}
