import Foundation
import Scenarios
import Scheduling

/// The hidden worker mode of `patterns`: runs one pattern's scenarios and streams the
/// results as JSON lines (see `WorkerMessage`), so a trap or a hang in a pattern ends only
/// this process.
///
/// `patterns __worker --pattern NAME --scenarios-json FILE [--first N]` reads FILE (a JSON
/// array of `Scenario`, written by the parent), plays scenarios N (0 by default) to the end
/// on the pattern NAME, in order, and exits 0 after `{"event":"done"}`. Bad arguments exit
/// 64 with a message on standard error. Not for people: `patterns run --isolated` starts it.
///
/// Test hook (never set in production): when the environment variable
/// `PATTERNS_WORKER_FAULT` is `trap:PATTERN:NAME` or `hang:PATTERN:NAME`, the worker for
/// PATTERN traps (a `preconditionFailure`, as a UIKit-faithful precondition in student code
/// would) or hangs forever instead of playing the scenario named NAME. Tests use it to check
/// that a crash or a hang becomes a failed run and that the other patterns go on.
public enum PatternWorker {
  /// The hidden subcommand's name, the first argument of the child's command line.
  public static let subcommand = "__worker"
  /// The environment variable of the test hook.
  public static let faultVariable = "PATTERNS_WORKER_FAULT"

  /// Runs the worker with `arguments` (after `__worker`) among `patterns`; returns the exit
  /// status. Messages go to `writeLine` (standard output by default), one per call.
  public static func main(
    _ arguments: [String], patterns: [PatternDescription],
    environment: [String: String] = ProcessInfo.processInfo.environment,
    writeLine: (String) -> Void = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
    writeError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) -> Int32 {
    let options = Dictionary(
      stride(from: 0, to: arguments.count - 1, by: 2).map { (arguments[$0], arguments[$0 + 1]) },
      uniquingKeysWith: { _, last in last })
    guard arguments.count % 2 == 0, let name = options["--pattern"],
      let file = options["--scenarios-json"], let first = Int(options["--first"] ?? "0"),
      first >= 0
    else {
      writeError("Error: usage: patterns __worker --pattern NAME --scenarios-json FILE [--first N]")
      return ExitStatus.usage
    }
    guard let pattern = patterns.first(where: { $0.name == name }) else {
      writeError("Error: Unknown pattern '\(name)'")
      return ExitStatus.usage
    }
    let scenarios: [Scenario]
    do {
      scenarios = try JSONDecoder().decode(
        [Scenario].self, from: Data(contentsOf: URL(fileURLWithPath: file)))
    } catch {
      writeError("Error: cannot read the scenarios in \(file): \(error)")
      return ExitStatus.usage
    }
    let fault = environment[faultVariable]
    let clock = LiveScheduler()
    for index in scenarios.indices where index >= first {
      let scenario = scenarios[index]
      writeLine(WorkerMessage.start(index).line)
      if fault == "trap:\(name):\(scenario.name)" {
        preconditionFailure("\(faultVariable) asked to trap in '\(scenario.name)'")
      }
      if fault == "hang:\(name):\(scenario.name)" {
        while true { sleep(60) }
      }
      let start = clock.now
      let result = pattern.play(scenario)
      let durationMs = SuiteRun.milliseconds(clock.now - start)
      writeLine(WorkerMessage.result(index, result, durationMs: durationMs).line)
    }
    writeLine(WorkerMessage.done.line)
    return ExitStatus.success
  }
}
