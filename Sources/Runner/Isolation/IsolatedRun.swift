import Foundation
import PatternModel
import Processes
import Scenarios
import Scheduling

/// `patterns run --isolated`: plays each pattern's scenarios in child processes (the
/// `patterns` executable in its worker mode, see `PatternWorker`), so a trap or a hang in
/// one pattern fails that pattern's scenario and the run goes on (`WorkerLoop`).
///
/// Each child gets a fresh secret (`WorkerMessage.nonceVariable`) and only its signed
/// messages count, so what the code under test prints is never taken for a result.
public enum IsolatedRun {
  /// Why a run could not be made (not a scenario's failure: those are in the report).
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// What went wrong, for `Error: …`.
    public let description: String

    init(_ description: String) { self.description = description }
  }

  /// The time limit per pattern when none is given.
  nonisolated public static let defaultTimeLimit: Duration = .seconds(120)

  /// The running `patterns` executable, which the children run in worker mode.
  nonisolated public static var currentExecutable: URL? { Bundle.main.executableURL }

  /// Runs `scenarios` against each pattern, each pattern in child processes of `executable`,
  /// `jobs` patterns at a time (each worker plays on its own main thread, so two cores play
  /// two patterns at once); the report lists the patterns in the order given.
  ///
  /// - Parameter environment: the children's environment (this process's by default).
  /// - Throws: `IsolatedRun.Failure` when the scenarios cannot be handed over or a child
  ///   cannot be started.
  nonisolated public static func run(
    _ scenarios: [Scenario], on patterns: [PatternDescription], executable: URL,
    timeLimit: Duration = defaultTimeLimit, jobs: Int = 1, environment: [String: String]? = nil
  ) throws -> RunReport {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-scenarios-\(UUID().uuidString).json")
    do {
      try JSONEncoder().encode(scenarios).write(to: file)
    } catch {
      throw Failure("cannot write the scenarios for the workers to \(file.path)")
    }
    defer { try? FileManager.default.removeItem(at: file) }
    let names = patterns.map(\.name)
    let environment = environment ?? ProcessInfo.processInfo.environment
    let runs = try SideBySide.map(names, lanes: jobs) { name in
      let outcomes = try WorkerLoop.run(scenarios, pattern: name, timeLimit: timeLimit) {
        first, timeLeft in
        try launch(
          executable, pattern: name, file: file, first: first, timeLeft: timeLeft,
          environment: environment)
      }
      return RunReport.PatternRun(
        name: name,
        results: outcomes.map { RunReport.TimedResult(result: $0.result, durationMs: $0.durationMs) })
    }
    return RunReport(patterns: runs)
  }

  /// Starts one worker on standard output and says what it reported.
  nonisolated private static func launch(
    _ executable: URL, pattern: String, file: URL, first: Int, timeLeft: Duration,
    environment: [String: String]
  ) throws -> WorkerLoop.Launch {
    let nonce = WorkerMessage.makeNonce()
    var signed = environment
    signed[WorkerMessage.nonceVariable] = nonce
    let outcome: StreamedProcess.Outcome
    do {
      outcome = try StreamedProcess.run(
        executable,
        WorkerLoop.arguments(pattern: pattern, scenariosFile: file.path, first: first),
        environment: signed, timeLimit: timeLeft)
    } catch {
      throw Failure("cannot start the worker \(executable.path): \(error)")
    }
    let ending: WorkerLoop.Ending =
      switch outcome.ending {
      case .exited(let status): .exited(status)
      case .signalled(let signal): .signalled(signal)
      case .timedOut: .timedOut
      }
    return WorkerLoop.Launch(
      messages: WorkerMessage.messages(in: outcome.lines, nonce: nonce), ending: ending,
      standardError: outcome.standardError)
  }
}
