import Foundation
import Processes

/// The filtered test runs, `jobs` at a time: each runs the test binary with its filter and
/// `LLVM_PROFILE_FILE` in a folder of its own, merges its raw profiles and exports them.
nonisolated extension CoverageRunner {
  /// Measures every run, `jobs` at a time, with a start and an end line per run and, every
  /// `heartbeat`, the runs still going; the outcomes in the order of `runs`.
  func measure(_ runs: [Run], binary: URL, sources: [String]) -> [Result<
    CoverageTable, CoverageError
  >] {
    let board = RunBoard(count: runs.count)
    let work = UncheckedSendable(self)
    return Heartbeat.around(every: heartbeat, beat: board.stillRunning, show: progress) {
      DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, runs.count))) { _ in
        while let index = board.next() {
          let runner = work.value
          let run = runs[index]
          let tag = "[\(index + 1)/\(runs.count)] \(run.label)"
          runner.progress("\(tag): --filter \(run.filter)")
          board.started(index, label: run.label)
          let started = ContinuousClock.now
          let outcome = Result { try runner.measure(run, binary: binary, sources: sources) }
            .mapError { $0 as? CoverageError ?? CoverageError("\($0)") }
          let took = Self.duration(ContinuousClock.now - started)
          switch outcome {
          case .success: runner.progress("\(tag): done in \(took)")
          case .failure(let failure):
            runner.progress("warning: \(failure.description); its coverage is n/a")
          }
          board.finished(index, outcome)
        }
      }
      return board.outcomes
    }
  }

  /// Runs one filtered test run and exports its profile over `sources` (the patterns'
  /// folders: the report reads nothing else, and exporting every module costs seconds).
  public func measure(_ run: Run, binary: URL, sources: [String]) throws -> CoverageTable {
    let folder = scratchPath.appendingPathComponent("profiles/\(run.label)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let log = scratchPath.appendingPathComponent("coverage-\(run.label).log")
    let runner = toolchain.testRunner(for: binary)
    // Through `env`: each run says where its own profile goes (`%p`: one per process), and
    // the scenario suite plays in the test process, whose coverage is measured, rather than
    // in workers (ScenarioSuiteTests).
    let profiles = "LLVM_PROFILE_FILE=" + folder.appendingPathComponent("%p.profraw").path
    let tested = try processes.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [profiles, Self.suiteInProcess, runner.executable.path] + runner.arguments
        + ["--filter", run.filter], log: log)
    let raw = rawProfiles(in: folder)
    guard !raw.isEmpty else { throw CoverageError.missingProfile(run: run.label, log: log.path) }
    if tested.status != 0 {
      progress(
        "warning: tests failed in the \(run.label) run (see \(log.path)); coverage counts what ran")
    }
    let profile = folder.appendingPathComponent("default.profdata")
    let merged = try processes.run(
      toolchain.llvmProfdata, ["merge", "-sparse"] + raw.map(\.path) + ["-o", profile.path],
      log: nil)
    guard merged.status == 0 else {
      throw CoverageError("llvm-profdata merge failed for the \(run.label) run")
    }
    let exported = try processes.run(
      toolchain.llvmCov,
      ["export", "-summary-only", "-instr-profile", profile.path, binary.path, "-sources"]
        + sources, log: nil)
    guard exported.status == 0 else {
      throw CoverageError("llvm-cov export failed for the \(run.label) run")
    }
    return try CoverageTable.parseLLVMCovExport(exported.output)
  }

  /// The `*.profraw` files the test process (and any it started) wrote, sorted.
  func rawProfiles(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".profraw") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }
}

/// Which run comes next, which are going (for the heartbeat) and how each ended, shared by
/// the runs' threads.
nonisolated final class RunBoard: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private var going: [Int: (label: String, since: ContinuousClock.Instant)] = [:]
  private var results: [Result<CoverageTable, CoverageError>?]

  init(count: Int) { results = Array(repeating: nil, count: count) }

  /// The next run to start, nil when every run has started.
  func next() -> Int? {
    lock.withLock {
      guard nextIndex < results.count else { return nil }
      defer { nextIndex += 1 }
      return nextIndex
    }
  }

  func started(_ index: Int, label: String) {
    lock.withLock { going[index] = (label, .now) }
  }

  func finished(_ index: Int, _ outcome: Result<CoverageTable, CoverageError>) {
    lock.withLock {
      going[index] = nil
      results[index] = outcome
    }
  }

  /// `  still running (1 min 5 s): scenarios (50 s), mvc (3 s)`, or nil when none is.
  func stillRunning(_ elapsed: Duration) -> String? {
    let now = ContinuousClock.now
    let runs = lock.withLock { going.sorted { $0.key < $1.key }.map(\.value) }
    guard !runs.isEmpty else { return nil }
    return "  still running (\(CoverageRunner.duration(elapsed))): "
      + runs.map { "\($0.label) (\(CoverageRunner.duration(now - $0.since)))" }
      .joined(separator: ", ")
  }

  /// Every run's outcome, in order (a run that never ended counts as one without a profile).
  var outcomes: [Result<CoverageTable, CoverageError>] {
    lock.withLock {
      results.map { $0 ?? .failure(CoverageError("a run did not end")) }
    }
  }
}

/// A value handed to the runs' threads: `CoverageRunner` holds a `ProcessRunning`, which
/// need not be `Sendable`; the real one (`SystemProcesses`) holds no state, and a fake used
/// with `jobs` above 1 must lock its own.
nonisolated struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
