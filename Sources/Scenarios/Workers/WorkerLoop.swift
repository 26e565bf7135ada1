import Foundation
import Processes

/// Plays a list of scenarios on one pattern in worker processes (`WorkerMessage`), starting a
/// new worker after the scenario that ended the last one, so that a trap or a hang fails that
/// scenario alone. How a worker is started (directly, or in a sandbox) is the caller's:
/// `launch` starts one from a given scenario and reports what it said and how it ended.
///
/// - A worker that dies from a signal fails the scenario it was playing, naming the signal
///   (and the reason it gave on standard error); a new worker plays the scenarios after it.
/// - Workers that run longer than the time limit in total are stopped: the scenario being
///   played fails naming the limit, and those after it fail as not run.
/// - A worker that refuses to start fails every scenario left, with its reason.
nonisolated public enum WorkerLoop {
  /// How one worker ended.
  public typealias Ending = SandboxOutcome.Ending

  /// The hidden subcommand of `patterns` that runs a worker.
  public static let subcommand = "__worker"

  /// A worker's command line after the executable: play `scenariosFile`'s scenarios from
  /// `first` on `pattern`, reporting to `report` (a pipe) or standard output.
  public static func arguments(
    pattern: String, scenariosFile: String, first: Int, report: String? = nil
  ) -> [String] {
    [subcommand, "--pattern", pattern, "--scenarios-json", scenariosFile, "--first", String(first)]
      + (report.map { ["--report", $0] } ?? [])
  }

  /// What one worker said and how it ended.
  public struct Launch: Sendable {
    /// Its messages, in order (lines that are not messages, or lack the parent's secret,
    /// already left out).
    public var messages: [WorkerMessage]
    /// How it ended.
    public var ending: Ending
    /// What it wrote on standard error (the reason a crash gives).
    public var standardError: String

    /// Creates a launch's account.
    public init(messages: [WorkerMessage], ending: Ending, standardError: String) {
      self.messages = messages
      self.ending = ending
      self.standardError = standardError
    }
  }

  /// One scenario's result and the milliseconds it took (0 when it did not finish).
  public struct Outcome: Hashable, Sendable {
    /// How it went.
    public var result: ScenarioResult
    /// Wall-clock milliseconds.
    public var durationMs: Double
  }

  /// Plays `scenarios` on `pattern`: `launch(first, timeLeft)` starts a worker that plays
  /// scenarios `first` to the end within `timeLeft`. Returns one outcome per scenario, in order.
  ///
  /// - Throws: what `launch` throws (a worker that cannot be started at all).
  public static func run(
    _ scenarios: [Scenario], pattern: String, timeLimit: Duration,
    launch: (_ first: Int, _ timeLeft: Duration) throws -> Launch
  ) rethrows -> [Outcome] {
    var results: [Outcome?] = Array(repeating: nil, count: scenarios.count)
    let clock = ContinuousClock()
    let start = clock.now
    var next = 0
    while next < scenarios.count {
      let remaining = timeLimit - (clock.now - start)
      guard remaining > .zero else { break }
      let launched = try launch(next, remaining)
      var playing: Int?
      var finished = false
      for message in launched.messages {
        switch message.event {
        case "start": playing = message.index
        case "result":
          guard let index = message.index, scenarios.indices.contains(index) else { continue }
          results[index] = Outcome(
            result: ScenarioResult(scenario: scenarios[index], failure: message.failure),
            durationMs: message.durationMs ?? 0)
          playing = nil
          next = index + 1
        case "done": finished = true
        default: continue
        }
      }
      if finished, launched.ending == .exited(0) { break }
      let culprit = playing ?? next
      guard scenarios.indices.contains(culprit) else { break }
      let why = reason(launched, pattern: pattern, timeLimit: timeLimit)
      results[culprit] = failed(scenarios[culprit], why)
      next = culprit + 1
      if launched.ending == .timedOut { break }
      if case .exited(let status) = launched.ending, status != 0, playing == nil {
        // The worker refused to start: the others would be refused alike.
        for index in next..<scenarios.count { results[index] = failed(scenarios[index], why) }
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

  /// Why a worker's run of one scenario failed, in one line.
  public static func reason(_ launched: Launch, pattern: String, timeLimit: Duration) -> String {
    let lastError = reason(in: launched.standardError).map { ": " + $0 } ?? ""
    switch launched.ending {
    case .signalled(let signal):
      return "crashed (signal \(signal), \(StreamedProcess.signalName(signal)))\(lastError)"
    case .timedOut:
      return "hung: still running at the time limit (\(seconds(timeLimit)) for pattern "
        + "\(pattern)); its worker was killed"
    case .exited(let status):
      return "the worker for \(pattern) exited with status \(status) before the end\(lastError)"
    }
  }

  /// The line of a worker's standard error that says why it stopped: the runtime's
  /// `Fatal error: …` line when there is one (a backtrace may follow it), else the last line.
  public static func reason(in standardError: String) -> String? {
    let lines = standardError.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    guard let line = lines.last(where: { $0.contains("Fatal error:") }) ?? lines.last else {
      return nil
    }
    return String(line.prefix(200))
  }

  /// `120 s`, `1.5 s`: whole seconds from 10 s up (rounded up), tenths below.
  public static func seconds(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    let exact: Double = Double(whole) * 10 + Double(attoseconds) / 1e17
    let tenths = Int(exact.rounded(.up))
    if tenths >= 100 || tenths % 10 == 0 { return "\((tenths + 9) / 10) s" }
    return "\(tenths / 10).\(tenths % 10) s"
  }

  private static func failed(_ scenario: Scenario, _ message: String) -> Outcome {
    let failure = ScenarioFailure(
      location: scenario.location, step: "scenario: \(scenario.name)", message: message,
      screen: "")
    return Outcome(result: ScenarioResult(scenario: scenario, failure: failure), durationMs: 0)
  }
}
