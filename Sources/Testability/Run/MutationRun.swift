import Classroom
import Foundation
import Grading
import Processes

/// Plants every mutant of the catalogue in every pattern and asks each test group whether it
/// notices (Docs/Report.md, "patterns mutate"), the way grading checks a submission: over
/// one clean copy of the project built once with its tests (`SlotBase`), each mutant in a
/// layer of its own (only the mutated module and what depends on it rebuild), every build
/// and run in the sandbox, verdicts from the event stream and the workers' signed messages.
nonisolated public struct MutationRun: Sendable {
  /// The patterns, in the order reports list them.
  public var subjects: [MutationSubject]
  /// The mutants, in the catalogue's order.
  public var mutants: [AlignedMutant]
  /// The groups asked, in order.
  public var groups: [TestGroup]
  /// The shared scenario files (the scenarios group).
  public var suite: [ScenarioSource]
  /// Runs every build and test.
  public var sandbox: any SandboxRunning
  /// The limits of every process.
  public var limits: SandboxLimits
  /// The time one step may take: a mutant's build, or one group's run.
  public var timeLimit: Duration
  /// Told a line as each stage starts and each mutant is done (from any job's thread).
  public var progress: @Sendable (String) -> Void

  /// A run.
  public init(
    subjects: [MutationSubject], mutants: [AlignedMutant], groups: [TestGroup] = TestGroup.allCases,
    suite: [ScenarioSource], sandbox: any SandboxRunning, limits: SandboxLimits = .standard,
    timeLimit: Duration, progress: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.subjects = subjects
    self.mutants = mutants
    self.groups = groups.sorted()
    self.suite = suite
    self.sandbox = sandbox
    self.limits = limits
    self.timeLimit = timeLimit
    self.progress = progress
  }

  /// Whether a group runs unit tests (the builds then build the tests).
  public var buildsTests: Bool { groups.contains(where: \.isUnitTests) }

  /// The patterns some chosen mutant is cut in: the others are not mutated, and nothing is
  /// built or run for them.
  public var mutatedSubjects: [MutationSubject] {
    subjects.filter { subject in mutants.contains { $0.cuts[subject.name] != nil } }
  }

  /// The matrix of a run that plants nothing (no chosen mutant is cut in a chosen pattern):
  /// every pattern not mutated, with nothing built.
  public func unplanted() -> TestabilityMatrix {
    TestabilityMatrix(
      patterns: subjects.map { .init(name: $0.name, testTarget: $0.testTarget, tests: [:]) },
      mutants: mutants, groups: groups,
      cells: subjects.flatMap { subject in
        mutants.map { .init(pattern: subject.name, mutant: $0.id, outcome: .notCut) }
      }, seconds: 0, jobs: 1, isolation: sandbox.description,
      cores: ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Where mutants are planted: one built base shared through layers, or one built copy per
  /// job, each mutant written into it and the real file put back after.
  public enum Slots: Sendable {
    case layers(SlotBase, work: URL)
    case copies([SlotBase], work: URL)

    /// The folder holding the copies and the trials' layers.
    var work: URL {
      switch self {
      case .layers(_, let work), .copies(_, let work): work
      }
    }

    /// `swift test list` of the clean project.
    var listing: String {
      switch self {
      case .layers(let base, _): base.testListing ?? ""
      case .copies(let copies, _): copies.first?.testListing ?? ""
      }
    }
  }

  /// Copies `project` (without `excluding`, the answers and the catalogue) under `work` and
  /// builds it once in the sandbox, with its tests when a unit-test group runs: one base
  /// shared through layers, or, without layers, one copy per job.
  ///
  /// - Throws: `ExerciseError` when a copy fails or the project does not build.
  public func prepare(jobs: Int, copying project: URL, into work: URL, excluding: [URL]) throws
    -> Slots
  {
    let prepare = { (name: String) in
      try SlotBase.prepare(
        copying: project, to: work.appendingPathComponent(name), excluding: excluding + [work],
        start: [:], tests: buildsTests, sandbox: sandbox, limits: limits,
        timeLimit: .seconds(3600))
    }
    if sandbox.supportsLayers { return .layers(try prepare("base"), work: work) }
    return .copies(try (1...max(1, jobs)).map { try prepare("slot-\($0)") }, work: work)
  }

  /// Runs the groups on the clean project, where every test and scenario must pass (else a
  /// group would "kill" every mutant), then every mutant in every pattern, `jobs` at once.
  ///
  /// - Throws: `ExerciseError` when a group fails on the clean project, saying which tests.
  public func measure(in slots: Slots, jobs: Int, isCancelled: @escaping @Sendable () -> Bool)
    throws -> TestabilityMatrix
  {
    let clock = ContinuousClock()
    let began = clock.now
    let sizes = try baseline(in: slots, jobs: jobs, isCancelled: isCancelled)
    progress(
      "mutate: every group passes on the clean project (in \(Int(Self.seconds(clock.now - began).rounded())) s)"
    )
    var tasks: [(subject: MutationSubject, mutant: AlignedMutant)] = []
    var cells: [TestabilityMatrix.Cell] = []
    for subject in subjects {
      for mutant in mutants {
        if mutant.cuts[subject.name] != nil {
          tasks.append((subject, mutant))
        } else {
          cells.append(.init(pattern: subject.name, mutant: mutant.id, outcome: .notCut))
        }
      }
    }
    let done = Tally()
    let total = tasks.count
    let planted = tasks
    progress("mutate: \(total) mutants to plant (\(mutants.count) × \(subjects.count) patterns)")
    let measured = Self.parallel(tasks.count, jobs: jobs, slots: slots, isCancelled: isCancelled) {
      index, slot in
      let (subject, mutant) = planted[index]
      let cell = trial(mutant, in: subject, index: index, slot: slot, listing: slots.listing)
      progress("mutate: \(done.next()) of \(total): " + Self.describe(cell))
      return cell
    }
    for (index, cell) in measured.enumerated() {
      cells.append(
        cell
          ?? .init(
            pattern: tasks[index].subject.name, mutant: tasks[index].mutant.id,
            outcome: .notMeasured("interrupted")))
    }
    let elapsed = clock.now - began
    return TestabilityMatrix(
      patterns: subjects.map {
        .init(name: $0.name, testTarget: $0.testTarget, tests: sizes[$0.name] ?? [:])
      },
      mutants: mutants, groups: groups,
      cells: cells.sorted { ($0.pattern, $0.mutant) < ($1.pattern, $1.mutant) },
      seconds: Self.seconds(elapsed), jobs: jobs,
      isolation: sandbox.isolation == .none
        ? "NO SANDBOX (--no-sandbox): the mutants ran as you" : sandbox.description,
      cores: ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Each group on the clean project, per mutated pattern: how many tests or scenarios it
  /// holds.
  func baseline(in slots: Slots, jobs: Int, isCancelled: @escaping @Sendable () -> Bool) throws
    -> [String: [TestGroup: Int]]
  {
    progress("mutate: running every group on the clean project…")
    let subjects = mutatedSubjects
    let results = Self.parallel(
      subjects.count, jobs: jobs, slots: slots, isCancelled: isCancelled
    ) { index, slot in
      let subject = subjects[index]
      let scratch = slots.work.appendingPathComponent("baseline-\(index)")
      defer { try? FileManager.default.removeItem(at: scratch) }
      let workspace = TreeWorkspace(root: slot, layers: sandbox.supportsLayers)
      return Result {
        var sizes: [TestGroup: Int] = [:]
        var faults: [String] = []
        for group in groups {
          let (verdict, size) = try run(
            group, of: subject, in: workspace, listing: slots.listing, scratch: scratch)
          sizes[group] = size
          if case .killed(let why) = verdict {
            faults.append(
              "\(subject.name)'s \(group.title) fail on the clean project:\n  "
                + why.joined(separator: "\n  "))
          }
        }
        return (sizes, faults)
      }
    }
    var sizes: [String: [TestGroup: Int]] = [:]
    var faults: [String] = []
    for (index, result) in results.enumerated() {
      guard let result else { throw ExerciseError("interrupted") }
      let (measured, said) = try result.get()
      sizes[subjects[index].name] = measured
      faults += said
    }
    guard faults.isEmpty else {
      throw ExerciseError(
        faults.joined(separator: "\n")
          + "\nEvery group must pass on the clean project: a failing one would kill every mutant.")
    }
    return sizes
  }

  /// `mvp keeps-the-password: killed by U O S (85 s)`.
  static func describe(_ cell: TestabilityMatrix.Cell) -> String {
    let what: String
    switch cell.outcome {
    case .notCut: what = "not cut"
    case .doesNotApply(let why): what = "DOES NOT APPLY: \(why)"
    case .doesNotBuild(let why): what = "DOES NOT BUILD: " + (why.first ?? "")
    case .notMeasured(let why): what = "not measured: \(why)"
    case .measured(let verdicts):
      let killers = verdicts.keys.sorted().filter { verdicts[$0]!.isKill }.map(\.letter)
      what =
        killers.isEmpty ? "SURVIVED every group" : "killed by " + killers.joined(separator: " ")
    }
    return "\(cell.pattern) \(cell.mutant): \(what) (\(Int(cell.seconds.rounded())) s)"
  }

  /// A duration in seconds.
  public static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
