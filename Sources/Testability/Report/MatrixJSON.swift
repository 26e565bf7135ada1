import Classroom
import Foundation
import Formats

/// `patterns mutate --format json`: the whole matrix, every cell with the lines that say why
/// a group killed it, and each pattern's summary; `parse` reads it back (`--from`), so the
/// docs' tables are made from a stored run without running it again.
nonisolated public enum MatrixJSON {
  /// The matrix, pretty-printed.
  public static func render(_ matrix: TestabilityMatrix) -> String {
    let value = JSONValue.object([
      ("title", .string("Testability: which test groups kill each mutant")),
      ("seconds", .double(matrix.seconds)),
      ("jobs", .int(matrix.jobs)),
      ("cores", .int(matrix.cores)),
      ("sandbox", .string(matrix.isolation)),
      ("groups", .array(matrix.groups.map { .string($0.key) })),
      (
        "patterns",
        .array(
          matrix.patterns.map { pattern in
            .object([
              ("name", .string(pattern.name)), ("testTarget", .string(pattern.testTarget)),
              ("tests", .object(matrix.groups.map { ($0.key, .int(pattern.tests[$0] ?? 0)) })),
            ])
          })
      ),
      (
        "mutants",
        .array(
          matrix.mutants.map { mutant in
            .object([
              ("id", .string(mutant.id)), ("rule", .string(mutant.rule)),
              ("spec", .string(mutant.spec)), ("mistake", .string(mutant.mistake)),
            ])
          })
      ),
      ("results", .array(matrix.cells.map(cell))),
      ("summary", .array(matrix.patterns.map { summary(matrix, $0.name) })),
    ])
    return value.rendered() + "\n"
  }

  private static func cell(_ cell: TestabilityMatrix.Cell) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("pattern", .string(cell.pattern)), ("mutant", .string(cell.mutant)),
    ]
    switch cell.outcome {
    case .notCut: members.append(("outcome", .string("not cut")))
    case .doesNotApply(let why):
      members += [("outcome", .string("does not apply")), ("why", lines([why]))]
    case .doesNotBuild(let why):
      members += [("outcome", .string("does not build")), ("why", lines(why))]
    case .notMeasured(let why):
      members += [("outcome", .string("not measured")), ("why", lines([why]))]
    case .measured(let verdicts):
      members.append(("outcome", .string("measured")))
      members.append(
        (
          "groups",
          .object(
            verdicts.keys.sorted().map { group in
              let verdict = verdicts[group]!
              guard case .killed(let why) = verdict else {
                return (group.key, .object([("verdict", .string(verdict.word))]))
              }
              return (
                group.key, .object([("verdict", .string(verdict.word)), ("why", lines(why))])
              )
            })
        ))
    }
    if let file = cell.file { members.append(("file", .string(file))) }
    if let role = cell.role {
      members += [("role", .string(role.title)), ("roleIsUIFree", .bool(role.isUIFree))]
    }
    if cell.outcome != .notCut { members.append(("seconds", .double(cell.seconds))) }
    return .object(members)
  }

  private static func lines(_ lines: [String]) -> JSONValue { .array(lines.map { .string($0) }) }

  private static func summary(_ matrix: TestabilityMatrix, _ pattern: String) -> JSONValue {
    let summary = matrix.summary(of: pattern)
    func ids(_ ids: [String]) -> JSONValue { .array(ids.map { .string($0) }) }
    return .object([
      ("pattern", .string(pattern)), ("cut", .int(summary.cut)),
      ("measured", .int(summary.measured)),
      ("killed", .object(matrix.groups.map { ($0.key, .int(summary.killed[$0] ?? 0)) })),
      ("killedByAny", .int(summary.killedByAny)), ("survivors", ids(summary.survivors)),
      ("missedByUnitTests", ids(summary.missedByUnitTests)),
      ("missedByUIFree", ids(summary.missedByUIFree)), ("faulty", ids(summary.faulty)),
    ])
  }

  /// Reads a matrix written by `render`.
  ///
  /// - Throws: `ExerciseError` saying what is not as `render` writes it.
  public static func parse(_ data: Data) throws -> TestabilityMatrix {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch {
      throw ExerciseError(
        "it is not a matrix of 'patterns mutate --format json': \(JSONFault.describe(error))")
    }
    func group(_ key: String) throws -> TestGroup {
      guard let group = TestGroup.allCases.first(where: { $0.key == key }) else {
        throw ExerciseError("the group '\(key)' is not uiFree, otherTests or scenarios")
      }
      return group
    }
    let patterns = try file.patterns.map { pattern in
      TestabilityMatrix.Pattern(
        name: pattern.name, testTarget: pattern.testTarget,
        tests: Dictionary(uniqueKeysWithValues: try pattern.tests.map { (try group($0), $1) }))
    }
    let cells = try file.results.map { result in
      TestabilityMatrix.Cell(
        pattern: result.pattern, mutant: result.mutant, outcome: try result.parsedOutcome(group),
        file: result.file,
        role: result.role.map { CutRole(title: $0, isUIFree: result.roleIsUIFree ?? false) },
        seconds: result.seconds ?? 0)
    }
    return TestabilityMatrix(
      patterns: patterns,
      mutants: file.mutants.map {
        AlignedMutant(id: $0.id, rule: $0.rule, spec: $0.spec, mistake: $0.mistake, cuts: [:])
      },
      groups: try file.groups.map(group), cells: cells, seconds: file.seconds, jobs: file.jobs,
      isolation: file.sandbox, cores: file.cores ?? 0)
  }

  private struct File: Decodable {
    var seconds: Double
    var jobs: Int
    var cores: Int?
    var sandbox: String
    var groups: [String]
    var patterns: [PatternEntry]
    var mutants: [MutantEntry]
    var results: [Result]
  }

  private struct PatternEntry: Decodable {
    var name: String
    var testTarget: String
    var tests: [String: Int]
  }

  private struct MutantEntry: Decodable {
    var id: String
    var rule: String
    var spec: String
    var mistake: String
  }

  private struct Result: Decodable {
    var pattern: String
    var mutant: String
    var outcome: String
    var why: [String]?
    var groups: [String: Verdict]?
    var file: String?
    var role: String?
    var roleIsUIFree: Bool?
    var seconds: Double?

    func parsedOutcome(_ group: (String) throws -> TestGroup) throws -> MutantOutcome {
      let why = self.why ?? []
      switch outcome {
      case "not cut": return .notCut
      case "does not apply": return .doesNotApply(why.joined(separator: "\n"))
      case "does not build": return .doesNotBuild(why)
      case "not measured": return .notMeasured(why.joined(separator: "\n"))
      case "measured":
        var verdicts: [TestGroup: GroupVerdict] = [:]
        for (key, verdict) in groups ?? [:] {
          verdicts[try group(key)] = try verdict.parsed()
        }
        return .measured(verdicts)
      default:
        throw ExerciseError(
          "\(pattern) \(mutant): the outcome '\(outcome)' is not one 'patterns mutate' writes")
      }
    }
  }

  private struct Verdict: Decodable {
    var verdict: String
    var why: [String]?

    func parsed() throws -> GroupVerdict {
      switch verdict {
      case "killed": return .killed(why ?? [])
      case "survived": return .survived
      case "no tests": return .noTests
      default: throw ExerciseError("the verdict '\(verdict)' is not killed, survived or no tests")
      }
    }
  }
}
