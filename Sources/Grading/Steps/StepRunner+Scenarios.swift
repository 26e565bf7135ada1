import Classroom
import Foundation
import Processes
import Scenarios

/// A scenario step: the grader parses the scenarios itself, then plays them in workers of
/// the work's own `patterns-worker` build, each in the sandbox, each reporting through a pipe with a
/// fresh secret; a scenario passes only when a signed message says so.
nonisolated extension StepRunner {
  /// Plays `sources` on the pattern; the result counts the scenarios that passed.
  func scenarios(_ step: CheckStep, _ sources: [ScenarioSource], _ context: StepContext) throws
    -> CheckResult
  {
    let scenarios = try Self.load(sources)
    let inputs = scratch.appendingPathComponent("inputs")
    try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
    let file = inputs.appendingPathComponent("\(UUID().uuidString).json")
    try JSONEncoder().encode(scenarios).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let executable = workspace.root.appendingPathComponent(".build/debug/" + Self.workerName)
    var hitLimits: [SandboxOutcome.Limit] = []
    let outcomes = try WorkerLoop.run(
      scenarios, pattern: context.pattern, timeLimit: context.left
    ) { first, timeLeft in
      let channel = try ReportChannel(in: scratch, name: "report-\(UUID().uuidString).pipe")
      let nonce = WorkerMessage.makeNonce()
      let outcome: SandboxOutcome
      do {
        outcome = try sandbox.run(
          [executable.path]
            + WorkerLoop.arguments(
              pattern: context.pattern, scenariosFile: file.path, first: first,
              report: channel.url.path),
          policy: SandboxPolicy(
            mounts: workspace.mounts(keepsWrites: false) + [
              .readOnly(inputs), .channel(channel.url),
            ],
            workingDirectory: workspace.root,
            environment: Self.environment.merging([WorkerMessage.nonceVariable: nonce]) { $1 },
            limits: limits),
          timeLimit: timeLeft)
      } catch {
        _ = channel.finish()
        throw error
      }
      let report = String(decoding: channel.finish(), as: UTF8.self)
      if let limit = outcome.limit { hitLimits.append(limit) }
      return WorkerLoop.Launch(
        messages: WorkerMessage.messages(in: report.split(separator: "\n"), nonce: nonce),
        ending: outcome.ending, standardError: String(decoding: outcome.output, as: UTF8.self))
    }
    let failures = outcomes.compactMap(\.result.failure)
    let passed = outcomes.count - failures.count
    guard !failures.isEmpty else {
      return CheckResult(
        name: step.name, kind: step.kind, verdict: .passed, passed: passed, total: outcomes.count)
    }
    var trouble: CheckResult.Trouble?
    if !hitLimits.isEmpty {
      trouble = .limit
    } else if failures.contains(where: { $0.message.hasPrefix("crashed") }) {
      trouble = .crashed
    } else if failures.contains(where: { $0.message.hasPrefix("hung:") }) {
      trouble = .hung
    }
    let why =
      hitLimits.map { Self.describe($0, limits) }
      + Self.explain(outcomes.map(\.result).filter { !$0.passed })
    return CheckResult(
      name: step.name, kind: step.kind, verdict: .failed(why: why), passed: passed,
      total: outcomes.count, trouble: trouble)
  }

  /// The scenarios of `sources`, parsed by the grader, each named by its display path.
  ///
  /// - Throws: `ExerciseError` when a file cannot be read or does not parse.
  static func load(_ sources: [ScenarioSource]) throws -> [Scenario] {
    var scenarios: [Scenario] = []
    for source in sources {
      guard let data = FileManager.default.contents(atPath: source.url.path),
        let text = String(data: data, encoding: .utf8)
      else { throw ExerciseError("cannot read the scenario file \(source.displayPath)") }
      do {
        scenarios += try ScenarioParser.parse(text, path: source.displayPath).scenarios
      } catch {
        throw ExerciseError(
          "\(source.displayPath) does not parse:\n"
            + error.faults.map(\.description).joined(separator: "\n"))
      }
    }
    return scenarios
  }

  /// The failed scenarios explained: each one's name, the file and line of the step that
  /// failed, and what was expected and seen (at most four, then how many more).
  static func explain(_ failed: [ScenarioResult]) -> [String] {
    var lines: [String] = []
    for result in failed.prefix(4) {
      guard let failure = result.failure else { continue }
      lines.append("✗ \(result.scenario.name)")
      // A worker's end (a crash, a hang) names the scenario's own line: no step to show.
      let step = failure.step.hasPrefix("scenario:") ? "" : ": \(failure.step)"
      lines.append("  \(failure.location.fileAndLine)\(step)")
      if let expected = failure.expected, let seen = failure.seen {
        lines.append("  expected: \(expected)")
        lines.append("  seen:     \(seen)")
      } else {
        lines.append("  \(failure.message)")
      }
    }
    if failed.count > 4 { lines.append("… and \(failed.count - 4) more failed") }
    return lines.map { $0.count > 160 ? String($0.prefix(159)) + "…" : $0 }
  }
}
