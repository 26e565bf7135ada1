import Foundation
import Processes
import Scenarios
import Scheduling

/// `patterns run --isolated`: plays each pattern's scenarios in a child process (the
/// `patterns` executable in its worker mode, see `PatternWorker`), so a trap or a hang in
/// one pattern fails that pattern's scenario and the run goes on.
///
/// - A child that dies from a signal fails the scenario it was playing, naming the signal
///   (and the last line it wrote on standard error); a new child plays the scenarios after it.
/// - A pattern whose children run longer than the time limit in total is stopped: the
///   scenario being played fails naming the limit, and those after it fail as not run.
/// - Otherwise the results are those an in-process run gives.
public enum IsolatedRun {
  /// The time limit per pattern when none is given.
  public static let defaultTimeLimit: Duration = .seconds(120)

  /// The running `patterns` executable, which the children run in worker mode.
  public static var currentExecutable: URL? { Bundle.main.executableURL }

  /// Runs `scenarios` against each pattern, each pattern in child processes of `executable`.
  ///
  /// - Parameter environment: the children's environment (this process's by default).
  /// - Throws: `CommandFailure` when the scenarios cannot be handed over or a child cannot
  ///   be started.
  public static func run(
    _ scenarios: [Scenario], on patterns: [PatternDescription], executable: URL,
    timeLimit: Duration = defaultTimeLimit, environment: [String: String]? = nil
  ) throws -> RunReport {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-scenarios-\(UUID().uuidString).json")
    do {
      try JSONEncoder().encode(scenarios).write(to: file)
    } catch {
      throw CommandFailure("cannot write the scenarios for the workers to \(file.path)")
    }
    defer { try? FileManager.default.removeItem(at: file) }
    return RunReport(
      patterns: try patterns.map { pattern in
        RunReport.PatternRun(
          name: pattern.name,
          results: try run(
            scenarios, on: pattern.name, file: file, executable: executable,
            timeLimit: timeLimit, environment: environment))
      })
  }

  private static func run(
    _ scenarios: [Scenario], on pattern: String, file: URL, executable: URL,
    timeLimit: Duration, environment: [String: String]?
  ) throws -> [RunReport.TimedResult] {
    var results: [RunReport.TimedResult?] = Array(repeating: nil, count: scenarios.count)
    let clock = LiveScheduler()
    var next = 0
    while next < scenarios.count {
      let remaining = timeLimit - clock.now
      guard remaining > .zero else { break }
      let outcome: StreamedProcess.Outcome
      do {
        outcome = try StreamedProcess.run(
          executable,
          [
            PatternWorker.subcommand, "--pattern", pattern, "--scenarios-json", file.path,
            "--first", String(next),
          ], environment: environment, timeLimit: remaining)
      } catch {
        throw CommandFailure("cannot start the worker \(executable.path): \(error)")
      }
      var playing: Int?
      var finished = false
      for message in outcome.lines.compactMap(WorkerMessage.init(line:)) {
        switch message.event {
        case "start": playing = message.index
        case "result":
          guard let index = message.index, scenarios.indices.contains(index) else { continue }
          results[index] = RunReport.TimedResult(
            result: ScenarioResult(scenario: scenarios[index], failure: message.result?.failure),
            durationMs: message.durationMs ?? 0)
          playing = nil
          next = index + 1
        case "done": finished = true
        default: continue
        }
      }
      if finished, outcome.ending == .exited(0) { break }
      let culprit = playing ?? next
      guard scenarios.indices.contains(culprit) else { break }
      results[culprit] = failed(
        scenarios[culprit], why(outcome, pattern: pattern, timeLimit: timeLimit))
      next = culprit + 1
      if outcome.ending == .timedOut { break }
      if case .exited(let status) = outcome.ending, status != 0, playing == nil {
        // The worker refused to start: the others would be refused alike.
        for index in next..<scenarios.count {
          results[index] = failed(
            scenarios[index], why(outcome, pattern: pattern, timeLimit: timeLimit))
        }
        break
      }
    }
    return scenarios.indices.map { index in
      results[index]
        ?? failed(
          scenarios[index],
          "not run: pattern \(pattern) used up its time limit of \(seconds(timeLimit))")
    }
  }

  /// Why a child's run of one scenario failed, in one line.
  static func why(_ outcome: StreamedProcess.Outcome, pattern: String, timeLimit: Duration)
    -> String
  {
    let lastError = reason(in: outcome.standardError).map { ": " + $0 } ?? ""
    switch outcome.ending {
    case .signalled(let signal):
      return "crashed: the worker for \(pattern) was killed by signal \(signal) "
        + "(\(StreamedProcess.signalName(signal)))\(lastError)"
    case .timedOut:
      return "hung: pattern \(pattern) went past its time limit of \(seconds(timeLimit)); "
        + "its worker was killed"
    case .exited(let status):
      return "the worker for \(pattern) exited with status \(status) before the end\(lastError)"
    }
  }

  /// The line of a child's standard error that says why it stopped: the runtime's
  /// `Fatal error: …` line when there is one (a backtrace may follow it), else the last line.
  static func reason(in standardError: String) -> String? {
    let lines = standardError.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    guard let line = lines.last(where: { $0.contains("Fatal error:") }) ?? lines.last else {
      return nil
    }
    return String(line.prefix(200))
  }

  private static func failed(_ scenario: Scenario, _ message: String) -> RunReport.TimedResult {
    let failure = ScenarioFailure(
      location: scenario.location, step: "scenario: \(scenario.name)", message: message,
      screen: "")
    return RunReport.TimedResult(
      result: ScenarioResult(scenario: scenario, failure: failure), durationMs: 0)
  }

  /// `120 s`, `1.5 s`.
  static func seconds(_ duration: Duration) -> String {
    let milliseconds = SuiteRun.milliseconds(duration)
    return milliseconds.truncatingRemainder(dividingBy: 1000) == 0
      ? "\(Int(milliseconds / 1000)) s" : "\(milliseconds / 1000) s"
  }
}
