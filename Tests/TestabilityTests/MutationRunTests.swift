import Assertions
import Classroom
import Foundation
import Grading
import GradingTesting
import Processes
import Testing

@testable import Testability

/// Planting mutants over one clean base, with a scripted sandbox: which groups kill which
/// mutant, an equivalent mutant surviving, faulty cuts told apart, the base never written.
struct MutationRunTests {
  let fixture: MutationFixture

  init() throws { fixture = try MutationFixture() }

  /// The cells every route must give (seconds aside).
  static let expected: [(String, String, MutantOutcome)] = [
    (
      "fake", "broken-view",
      .doesNotBuild(["Sources/App/View.swift:1:14: error: cannot find 'BROKEN'"])
    ),
    (
      "fake", "label-shown",
      .measured([
        .uiFree: .survived,
        .otherTests: .killed([
          "1 of 2 expected tests passed", "failed: ViewTests/hidesTheLabel(): the label shows",
        ]),
        .scenarios: .killed([
          "✗ The label hides", "  app.scenario:1: expect greeting.label text \"Hello\"",
          "  expected: text \"Hello\"", "  seen:     text \"shown\"",
        ]),
      ])
    ),
    (
      "fake", "limit-five",
      .measured([
        .uiFree: .killed([
          "0 of 1 expected tests passed", "failed: RuleTests/limitIsSix(): the limit is 5",
        ]),
        .otherTests: .killed([
          "1 of 2 expected tests passed", "failed: AppTests/playsThrough(): the limit is 5",
        ]),
        .scenarios: .survived,
      ])
    ),
    (
      "fake", "limit-six-again",
      .measured([.uiFree: .survived, .otherTests: .survived, .scenarios: .survived])
    ),
    (
      "fake", "moved-rule",
      .doesNotApply(
        "Sources/App/Rules.swift: the text to replace does not occur (it must occur exactly "
          + "once): \"limit == 6\"")
    ),
    ("plain", "broken-view", .notCut), ("plain", "label-shown", .notCut),
    ("plain", "limit-five", .notCut), ("plain", "limit-six-again", .notCut),
    ("plain", "moved-rule", .notCut),
  ]

  /// A cell without its time, file and role.
  struct Outcome: Equatable {
    var pattern: String
    var mutant: String
    var outcome: MutantOutcome
  }

  private func outcomes(_ matrix: TestabilityMatrix) -> [Outcome] {
    matrix.cells.map { Outcome(pattern: $0.pattern, mutant: $0.mutant, outcome: $0.outcome) }
  }

  private var expectedOutcomes: [Outcome] {
    Self.expected.map { Outcome(pattern: $0.0, mutant: $0.1, outcome: $0.2) }
  }

  @Test func eachMutantIsKilledByTheGroupsWhoseTestsFailAndTheBaseIsNeverWritten() throws {
    let run = fixture.run(MutationFixture.sandbox())
    let slots = try run.prepare(
      jobs: 2, copying: fixture.project, into: fixture.work, excluding: [])
    let matrix = try run.measure(in: slots, jobs: 2) { false }
    assertEqual(outcomes(matrix), expectedOutcomes)
    assertEqual(
      matrix.patterns,
      [
        .init(
          name: "fake", testTarget: "AppTests", tests: [.uiFree: 1, .otherTests: 2, .scenarios: 2]),
        .init(name: "plain", testTarget: "PlainTests", tests: [:]),
      ])
    #expect(!matrix.isMutated("plain"))
    assertEqual(matrix.cell("fake", "label-shown")?.role, CutRole(title: "Views", isUIFree: false))
    assertEqual(matrix.cell("fake", "label-shown")?.file, "Sources/App/View.swift")
    assertEqual(matrix.jobs, 2)
    assertEqual(matrix.isolation, "scripted")
    assertEqual(fixture.read("work/base/Sources/App/Rules.swift"), "let limit = 6\n")
    assertEqual(fixture.read("work/base/Sources/App/View.swift"), "let hidden = true\n")
  }

  @Test func withoutLayersEachMutantIsWrittenIntoTheCopyAndTheRealFilePutBack() throws {
    let run = fixture.run(MutationFixture.sandbox(layers: false))
    let slots = try run.prepare(
      jobs: 2, copying: fixture.project, into: fixture.work, excluding: [])
    let matrix = try run.measure(in: slots, jobs: 2) { false }
    assertEqual(outcomes(matrix), expectedOutcomes)
    for slot in ["slot-1", "slot-2"] {
      assertEqual(fixture.read("work/\(slot)/Sources/App/Rules.swift"), "let limit = 6\n")
      assertEqual(fixture.read("work/\(slot)/Sources/App/View.swift"), "let hidden = true\n")
    }
  }

  /// A group that fails on the clean project would kill every mutant: the run refuses.
  @Test func aGroupFailingOnTheCleanProjectStopsTheRunSayingWhich() throws {
    let run = fixture.run(MutationFixture.sandbox(cleanFails: true))
    let slots = try run.prepare(
      jobs: 1, copying: fixture.project, into: fixture.work, excluding: [])
    #expect(
      throws: ExerciseError(
        """
        fake's other unit tests fail on the clean project:
          1 of 2 expected tests passed
          failed: ViewTests/hidesTheLabel(): the label shows
        Every group must pass on the clean project: a failing one would kill every mutant.
        """)
    ) { try run.measure(in: slots, jobs: 1) { false } }
  }

  @Test func onlyTheGroupsAskedRunAndTheScenariosAloneBuildNoTests() throws {
    let sandbox = MutationFixture.sandbox()
    let run = fixture.run(sandbox, mutants: [MutationFixture.mutants[1]], groups: [.scenarios])
    let slots = try run.prepare(
      jobs: 1, copying: fixture.project, into: fixture.work, excluding: [])
    let matrix = try run.measure(in: slots, jobs: 1) { false }
    assertEqual(
      matrix.cell("fake", "label-shown")?.outcome.verdict(.scenarios)?.isKill, true)
    assertEqual(matrix.groups, [.scenarios])
    #expect(matrix.cell("fake", "label-shown")?.outcome.verdict(.uiFree) == nil)
    let swift = sandbox.commands.filter { $0.first == "swift" }
    let worker = ["swift", "build", "--product", "patterns-worker"]
    assertEqual(swift, [worker, worker])
  }

  @Test func progressSaysEachStageAndEachMutantAsItIsDone() throws {
    let lines = Lines()
    let run = fixture.run(
      MutationFixture.sandbox(), mutants: Array(MutationFixture.mutants.prefix(2))
    ) { lines.add($0) }
    let slots = try run.prepare(
      jobs: 1, copying: fixture.project, into: fixture.work, excluding: [])
    _ = try run.measure(in: slots, jobs: 1) { false }
    assertEqual(
      lines.all.map { $0.replacing(/\(\d+ s\)|\(in \d+ s\)/, with: "(…)") },
      [
        "mutate: running every group on the clean project…",
        "mutate: every group passes on the clean project (…)",
        "mutate: 2 mutants to plant (2 × 2 patterns)",
        "mutate: 1 of 2: fake limit-five: killed by U O (…)",
        "mutate: 2 of 2: fake label-shown: killed by O S (…)",
      ])
  }

  /// A pattern no chosen mutant is cut in is not mutated: its groups do not run on the clean
  /// project, and a run that plants nothing at all builds nothing.
  @Test func aPatternWithoutCutsIsNeitherBuiltNorRun() throws {
    let sandbox = MutationFixture.sandbox()
    let run = fixture.run(sandbox, mutants: [MutationFixture.mutants[0]])
    assertEqual(run.mutatedSubjects.map(\.name), ["fake"])
    let slots = try run.prepare(
      jobs: 1, copying: fixture.project, into: fixture.work, excluding: [])
    let matrix = try run.measure(in: slots, jobs: 1) { false }
    assertEqual(matrix.patterns.last, .init(name: "plain", testTarget: "PlainTests", tests: [:]))
    let filters = sandbox.commands.compactMap { command in
      command.firstIndex(of: "--filter").map { command[$0 + 1] }
    }
    #expect(filters.allSatisfy { !$0.contains("PlainTests") })

    var plainOnly = fixture.run(sandbox, mutants: [MutationFixture.mutants[0]])
    plainOnly.subjects = [MutationFixture.subjects[1]]
    #expect(plainOnly.mutatedSubjects.isEmpty)
    let unplanted = plainOnly.unplanted()
    assertEqual(unplanted.cells, [.init(pattern: "plain", mutant: "limit-five", outcome: .notCut)])
    #expect(!unplanted.isMutated("plain"))
  }

  @Test func aCancelledRunLeavesTheRestNotMeasured() throws {
    let run = fixture.run(
      MutationFixture.sandbox(), mutants: Array(MutationFixture.mutants.prefix(2)))
    let slots = try run.prepare(
      jobs: 1, copying: fixture.project, into: fixture.work, excluding: [])
    let started = Lines()
    let matrix = try run.measure(in: slots, jobs: 1) {
      started.add("asked")
      return started.all.count > 3  // 2 asks for the baseline of the one mutated pattern, 1 per mutant
    }
    assertEqual(matrix.cell("fake", "limit-five")?.outcome.isKilled, true)
    assertEqual(matrix.cell("fake", "label-shown")?.outcome, .notMeasured("interrupted"))
  }
}

/// Lines gathered from any thread.
nonisolated final class Lines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  func add(_ line: String) { lock.withLock { lines.append(line) } }

  var all: [String] { lock.withLock { lines } }
}
