import Classroom
import CodeScan
import Foundation
import Grading
import Processes

nonisolated extension ClassGrader {
  /// Grades `submissions` side by side (`jobs` at once, or one per copy), handing each row
  /// to `finished` as it is done (the journal), and taking no new submission once
  /// `isCancelled` says so. Returns the rows graded, in the submissions' order.
  public func grade(
    _ submissions: [Submission], in slots: Slots, jobs: Int,
    finished: @escaping @Sendable (GradeRow) -> Void = { _ in },
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) -> [GradeRow] {
    let state = Queue(count: submissions.count)
    let workers: Int
    switch slots {
    case .layers: workers = max(1, min(jobs, submissions.count))
    case .copies(let copies): workers = max(1, min(copies.count, submissions.count))
    }
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      while !isCancelled(), let index = state.next() {
        let submission = submissions[index]
        let row: GradeRow
        switch slots {
        case .layers(let base, let work):
          let layer = work.appendingPathComponent("submission-\(index + 1)")
          row = grade(submission, base: base) { try layerWorkspace(base, layer) }
          try? FileManager.default.removeItem(at: layer)
        case .copies(let copies):
          let slot = copies[worker]
          row = grade(submission, base: slot.base) {
            TreeWorkspace(root: slot.base.root, layers: false)
          }
          if let error = Result(catching: { try slot.restore() }).failureDescription {
            progress("warning: \(error)")
          }
        }
        state.finish(index, row)
        finished(row)
        progress(
          "graded \(row.name) (\(state.doneCount) of \(submissions.count)): "
            + "\(row.score)/100, \(row.outcome.rawValue), in \(Int(row.seconds.rounded())) s")
      }
    }
    return state.rows.compactMap { $0 }
  }

  private func layerWorkspace(_ base: SlotBase, _ layer: URL) throws -> LayerWorkspace {
    try? FileManager.default.removeItem(at: layer)
    let upper = layer.appendingPathComponent("upper")
    try FileManager.default.createDirectory(at: upper, withIntermediateDirectories: true)
    return LayerWorkspace(base: base.root, upper: upper)
  }

  /// Grades one submission in the workspace `place` makes over `base`; never throws: when
  /// grading itself fails, the row says so (`CheckReport.Status.notGraded`).
  func grade(_ submission: Submission, base: SlotBase, in place: () throws -> any Workspace)
    -> GradeRow
  {
    let clock = ContinuousClock()
    let start = clock.now
    var files = SubmissionFiles()
    var pristine: [String] = []
    var lines = LineDiff.Count.zero
    var work: [String] = []
    var report: CheckReport
    do {
      files = try SubmissionFiles.scan(submission.folder, allowed: setup.allowed)
      pristine = files.accepted.filter(isGraded)
      let workspace = try place()
      let texts = try files.texts(in: submission.folder).filter { !isGraded($0.path) }
      let before = Dictionary(
        uniqueKeysWithValues: texts.compactMap { file in
          workspace.contents(of: file.path).map { (file.path, String(decoding: $0, as: UTF8.self)) }
        })
      let changed = texts.filter { before[$0.path] != $0.text }
      lines = changed.reduce(.zero) { $0 + LineDiff.count(from: before[$1.path], to: $1.text) }
      work = Similarity.fingerprints(
        Similarity.Baseline(before).added(
          Dictionary(uniqueKeysWithValues: changed.map { ($0.path, $0.text) })))
      let findings = SourceScan.scan(changed, rules: forbidden, baseline: before)
      if changed.isEmpty {
        report = CheckReport(exercise: exercise, pattern: pattern, status: .noWork, results: [])
      } else if !findings.isEmpty {
        report = CheckReport(
          exercise: exercise, pattern: pattern, status: .refused(findings.map(\.description)),
          results: [])
      } else {
        try write(changed.map { ($0.path, Data($0.text.utf8)) }, into: workspace)
        let runner = StepRunner(
          workspace: workspace, sandbox: sandbox, limits: limits, timeLimit: timeLimit,
          scratch: workspace.root.deletingLastPathComponent().appendingPathComponent(
            "scratch-\(UUID().uuidString)"),
          expectedTests: base.testListing.map { listing in
            { @Sendable filter in StepRunner.tests(in: listing, matching: filter) }
          }, lint: lint)
        defer { try? FileManager.default.removeItem(at: runner.scratch) }
        report = try runner.check(steps, exercise: exercise, pattern: pattern)
      }
    } catch {
      let why = (error as? ExerciseError)?.description ?? "\(error)"
      report = CheckReport(
        exercise: exercise, pattern: pattern, status: .notGraded(why), results: [])
    }
    let elapsed = clock.now - start
    return GradeRow(
      name: submission.name, report: report, files: files, pristine: pristine, lines: lines,
      work: work,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }

  /// Writes the files where the workspace's writes go, refusing any path that is not plain.
  private func write(_ files: [(path: String, data: Data)], into workspace: any Workspace) throws {
    let target = (workspace as? LayerWorkspace)?.upper ?? workspace.root
    for file in files {
      let components = file.path.split(separator: "/")
      guard !file.path.hasPrefix("/"), !components.contains(".."), !components.isEmpty else {
        throw ExerciseError("refused to write \(file.path): not a plain relative path")
      }
      let url = target.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.data.write(to: url)
    }
  }

  /// The submissions' queue and rows, shared by the jobs' threads.
  private final class Queue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var done = 0
    private(set) var rows: [GradeRow?]

    init(count: Int) { rows = Array(repeating: nil, count: count) }

    func next() -> Int? {
      lock.withLock {
        guard nextIndex < rows.count else { return nil }
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
  }
}

extension Result where Failure == any Error {
  /// The error's description, when it failed.
  fileprivate var failureDescription: String? {
    if case .failure(let error) = self { return "\(error)" }
    return nil
  }
}
