import Classroom
import Foundation
import Grading
import Processes

/// One mutant in one pattern: the cut applied where the run's writes go, the build, then
/// each group, each step within its own time limit.
nonisolated extension MutationRun {
  /// Plants `mutant` in `subject` over the clean project at `slot` and runs every group.
  func trial(
    _ mutant: AlignedMutant, in subject: MutationSubject, index: Int, slot: URL, listing: String
  ) -> TestabilityMatrix.Cell {
    let clock = ContinuousClock()
    let began = clock.now
    let cut = mutant.cuts[subject.name]!
    let folder = slot.deletingLastPathComponent().appendingPathComponent("trial-\(index + 1)")
    let outcome = plant(cut, in: subject, slot: slot, folder: folder, listing: listing)
    try? FileManager.default.removeItem(at: folder)
    return TestabilityMatrix.Cell(
      pattern: subject.name, mutant: mutant.id, outcome: outcome, file: cut.file,
      role: subject.roles[cut.file], seconds: Self.seconds(clock.now - began))
  }

  /// Applies `cut` where the run's writes go (a layer of its own in `folder`, or the copy at
  /// `slot`, whose real file is put back after), then builds and runs every group.
  private func plant(
    _ cut: MutantCut, in subject: MutationSubject, slot: URL, folder: URL, listing: String
  ) -> MutantOutcome {
    let target = slot.appendingPathComponent(cut.file)
    guard let data = FileManager.default.contents(atPath: target.path) else {
      return .doesNotApply("\(cut.file) does not exist")
    }
    let mutated: String
    do {
      mutated = try cut.apply(to: String(decoding: data, as: UTF8.self))
    } catch {
      return .doesNotApply("\(error)")
    }
    let workspace: any Workspace
    let written: URL
    if sandbox.supportsLayers {
      let upper = folder.appendingPathComponent("upper")
      workspace = LayerWorkspace(base: slot, upper: upper)
      written = upper.appendingPathComponent(cut.file)
    } else {
      workspace = TreeWorkspace(root: slot, layers: false)
      written = target
    }
    // Without layers the copy is the clean project for the next mutant: the real file goes
    // back (its module rebuilds with the next mutant's build).
    defer { if !sandbox.supportsLayers { try? data.write(to: target) } }
    do {
      try FileManager.default.createDirectory(
        at: written.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(mutated.utf8).write(to: written)
      return try measure(
        subject, in: workspace, listing: listing, scratch: folder.appendingPathComponent("scratch"))
    } catch {
      return .notMeasured((error as? ExerciseError)?.description ?? "\(error)")
    }
  }

  /// Builds the mutated project, then runs each group on it.
  private func measure(
    _ subject: MutationSubject, in workspace: any Workspace, listing: String, scratch: URL
  ) throws -> MutantOutcome {
    let build = try runner(workspace, scratch: scratch, listing: listing).check(
      [CheckStep(name: "builds", kind: .build, action: .build(tests: buildsTests))],
      exercise: "mutate", pattern: subject.name)
    if case .failed(let why) = build.results.first?.verdict {
      return .doesNotBuild(why)
    }
    var verdicts: [TestGroup: GroupVerdict] = [:]
    for group in groups {
      verdicts[group] = try run(
        group, of: subject, in: workspace, listing: listing, scratch: scratch
      ).verdict
    }
    return .measured(verdicts)
  }

  /// Runs `group` of `subject` in `workspace`, within its own time limit: its verdict, and
  /// how many tests or scenarios it ran.
  func run(
    _ group: TestGroup, of subject: MutationSubject, in workspace: any Workspace,
    listing: String, scratch: URL
  ) throws -> (verdict: GroupVerdict, size: Int) {
    let action: CheckStep.Action
    switch group {
    case .scenarios:
      action = .scenarios(suite)
    case .uiFree, .otherTests:
      guard let plan = subject.plan(group, listing: listing) else { return (.noTests, 0) }
      action = .unitTests(filter: plan.filter)
    }
    let report = try runner(workspace, scratch: scratch, listing: listing).check(
      [CheckStep(name: group.title, kind: .task, action: action)], exercise: "mutate",
      pattern: subject.name)
    guard let result = report.results.first else { return (.survived, 0) }
    switch result.verdict {
    case .failed(let why): return (.killed(Array(why.prefix(Self.whyLines))), result.total)
    case .passed, .skipped: return (.survived, result.total)
    }
  }

  /// How many lines of a failed group's explanation a cell keeps.
  static let whyLines = 8

  /// A step runner over `workspace`, expecting the tests the clean project lists.
  private func runner(_ workspace: any Workspace, scratch: URL, listing: String) -> StepRunner {
    StepRunner(
      workspace: workspace, sandbox: sandbox, limits: limits, timeLimit: timeLimit,
      scratch: scratch,
      expectedTests: { filter in StepRunner.tests(in: listing, matching: filter) })
  }

  /// Runs `body` for each of `count` tasks, `jobs` at once (one per copy without layers),
  /// each given the root of the clean project it works over; a task not started because
  /// `isCancelled` said so has no result.
  static func parallel<Value: Sendable>(
    _ count: Int, jobs: Int, slots: Slots, isCancelled: @escaping @Sendable () -> Bool,
    _ body: @escaping @Sendable (Int, URL) -> Value
  ) -> [Value?] {
    let roots: [URL]
    switch slots {
    case .layers(let base, _): roots = Array(repeating: base.root, count: max(1, jobs))
    case .copies(let copies, _): roots = copies.map(\.root)
    }
    let results = Results<Value>(count: count)
    let queue = Tally()
    DispatchQueue.concurrentPerform(iterations: max(1, min(roots.count, count))) { worker in
      while !isCancelled() {
        let index = queue.next() - 1
        guard index < count else { break }
        results.set(index, body(index, roots[worker]))
      }
    }
    return results.values
  }
}

/// A counter shared by the jobs' threads.
nonisolated final class Tally: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  /// The next number, from 1.
  func next() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}

/// Results set by the jobs' threads, by index.
nonisolated private final class Results<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Value?]

  init(count: Int) { stored = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) { lock.withLock { stored[index] = value } }

  var values: [Value?] { lock.withLock { stored } }
}
