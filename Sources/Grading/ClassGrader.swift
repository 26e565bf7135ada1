import Classroom
import Foundation
import Processes

/// Grades a class: each submission laid over a slot (a scratch copy of the project, see
/// `GradingSlot`) and checked there by `ExerciseChecker` with a time limit, the slots
/// working side by side (`patterns grade --jobs N`), each taking the next submission as it
/// finishes one. A submission that does not build, crashes or hangs gets a row saying so;
/// the others go on.
nonisolated public struct ClassGrader: @unchecked Sendable {
  /// One student's work: a folder, named by its last component.
  public struct Submission: Hashable, Sendable {
    /// The name its row shows.
    public var name: String
    /// The folder.
    public var folder: URL

    /// The submission in `folder`, named after it.
    public init(folder: URL) {
      self.folder = folder
      self.name = folder.standardizedFileURL.lastPathComponent
    }
  }

  /// The exercise graded.
  public var exercise: String
  /// The pattern graded.
  public var pattern: String
  /// The globs of the files students may change.
  public var allowed: [String]
  /// The checks (`CheckStep.plan`, plus the held-out scenarios).
  public var steps: [CheckStep]
  /// The time limit of one submission's checks together.
  public var timeLimit: Duration
  /// Runs the checks' processes.
  public var processes: any ProcessRunning
  /// Told a line as each submission is done (from any slot's thread).
  public var progress: @Sendable (String) -> Void

  /// A grader.
  public init(
    exercise: String, pattern: String, allowed: [String], steps: [CheckStep],
    timeLimit: Duration, processes: any ProcessRunning,
    progress: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.exercise = exercise
    self.pattern = pattern
    self.allowed = allowed
    self.steps = steps
    self.timeLimit = timeLimit
    self.processes = processes
    self.progress = progress
  }

  /// Grades `submissions` in `slots` side by side; the rows in the submissions' order.
  ///
  /// - Throws: when grading itself cannot go on (a check cannot be started, a slot cannot
  ///   be restored): never for what a submission does.
  public func grade(_ submissions: [Submission], slots: [GradingSlot]) throws -> [GradeRow] {
    let state = SharedState(count: submissions.count)
    DispatchQueue.concurrentPerform(iterations: max(1, min(slots.count, submissions.count))) {
      worker in
      let slot = slots[worker]
      while let index = state.next() {
        do {
          let row = try grade(submissions[index], in: slot)
          state.finish(index, row)
          progress(
            "graded \(row.name) (\(state.doneCount) of \(submissions.count)): "
              + "\(row.score)/100 in \(Int(row.seconds.rounded())) s")
        } catch {
          state.fail(error)
        }
      }
    }
    if let error = state.error { throw error }
    return state.rows.compactMap { $0 }
  }

  /// Grades one submission in `slot`, leaving the slot clean again.
  public func grade(_ submission: Submission, in slot: GradingSlot) throws -> GradeRow {
    let clock = ContinuousClock()
    let start = clock.now
    var files = SubmissionFiles()
    var lines = LineDiff.Count.zero
    var report: CheckReport
    do {
      files = try SubmissionFiles.scan(submission.folder, allowed: allowed)
      lines = try slot.apply(files.accepted, from: submission.folder)
      let checker = ExerciseChecker(root: slot.root, processes: processes, timeLimit: timeLimit)
      report = try checker.check(steps, exercise: exercise, pattern: pattern)
    } catch let error as ExerciseError {
      report = unreadable(error.description)
    } catch let error as CocoaError {
      report = unreadable(error.localizedDescription)
    }
    try slot.restore()
    let seconds =
      Double((clock.now - start).components.seconds)
      + Double((clock.now - start).components.attoseconds) / 1e18
    return GradeRow(
      name: submission.name, report: report, files: files, lines: lines, seconds: seconds)
  }

  /// The report of a submission whose files could not be read: the build fails, saying
  /// why, and the rest is skipped.
  private func unreadable(_ why: String) -> CheckReport {
    CheckReport(
      exercise: exercise, pattern: pattern,
      results: steps.enumerated().map { index, step in
        (
          step.name,
          index == 0 ? .failed(why: ["the submission could not be read: \(why)"]) : .skipped
        )
      })
  }

  /// The queue of submissions and the rows, shared by the slots' threads.
  private final class SharedState: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var done = 0
    private(set) var rows: [GradeRow?]
    private(set) var error: (any Error)?

    init(count: Int) { rows = Array(repeating: nil, count: count) }

    func next() -> Int? {
      lock.withLock {
        guard error == nil, nextIndex < rows.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
      }
    }

    func finish(_ index: Int, _ row: GradeRow) {
      lock.withLock {
        rows[index] = row
        done += 1
      }
    }

    var doneCount: Int { lock.withLock { done } }

    func fail(_ error: any Error) { lock.withLock { self.error = self.error ?? error } }
  }
}

nonisolated extension ClassGrader {
  /// Makes `count` slots under `work`: each a copy of the project at `project` with the
  /// starting point `start` written in, built once (with its tests when `buildTests`), side
  /// by side.
  ///
  /// - Throws: `ExerciseError` when a copy fails or the project does not build in it.
  public func prepareSlots(
    _ count: Int, copying project: URL, into work: URL, start: [String: Data], buildTests: Bool
  ) throws -> [GradingSlot] {
    let results = SlotResults(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      do {
        let slot = try GradingSlot.prepare(
          copying: project, to: work.appendingPathComponent("slot-\(index + 1)"), start: start,
          processes: processes)
        let log = work.appendingPathComponent("slot-\(index + 1)-build.log")
        let outcome = try processes.run(
          URL(fileURLWithPath: "/usr/bin/env"),
          ExerciseChecker.inPackage(
            ["swift", "build"] + (buildTests ? ["--build-tests"] : []), root: slot.root),
          log: log, timeLimit: .seconds(3600))
        guard outcome.status == 0, !outcome.timedOut else {
          let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
          throw ExerciseError(
            "the project, with the exercise's starting point, does not build in its copy "
              + "(\(slot.root.path)):\n"
              + ExerciseChecker.why(text, status: outcome.status)
              .joined(separator: "\n"))
        }
        results.set(index, .success(slot))
      } catch {
        results.set(index, .failure(error))
      }
    }
    return try results.all()
  }

  /// The slots made side by side.
  private final class SlotResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<GradingSlot, any Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<GradingSlot, any Error>) {
      lock.withLock { results[index] = result }
    }

    func all() throws -> [GradingSlot] {
      try lock.withLock { results }.map {
        try $0?.get() ?? { throw ExerciseError("a slot was not made") }()
      }
    }
  }
}
