import Foundation
import Scenarios
import Scheduling

/// The hidden worker mode of `patterns`: runs one pattern's scenarios and streams the
/// results as JSON lines (see `WorkerMessage`), so a trap or a hang in a pattern ends only
/// this process.
///
/// `patterns __worker --pattern NAME --scenarios-json FILE [--first N] [--report PATH]` reads
/// FILE (a JSON array of `Scenario`, written by the parent), plays scenarios N (0 by default)
/// to the end on the pattern NAME, in order, and exits 0 after `{"event":"done"}`. Messages go
/// to PATH (the grader's named pipe, outside the sandbox's reach) or to standard output, each
/// signed with the parent's secret when it gave one (`WorkerMessage.nonceVariable`). Bad
/// arguments exit 64 with a message on standard error. Not for people: `patterns run
/// --isolated` and the grader start it.
///
/// Debug builds have a test hook, compiled out of release builds: `PatternWorker+Fault.swift`.
public enum PatternWorker {
  /// The hidden subcommand's name, the first argument of the child's command line.
  public static let subcommand = WorkerLoop.subcommand
  /// Takes the parent's secret out of this process's environment (so that no code the worker
  /// runs can read it there) and returns it; nil when the parent gave none. Call it first thing.
  public static func takeNonce() -> String? {
    guard let value = getenv(WorkerMessage.nonceVariable) else { return nil }
    let nonce = String(cString: value)
    unsetenv(WorkerMessage.nonceVariable)
    return nonce
  }

  /// Runs the worker with `arguments` (after `__worker`) among `patterns`; returns the exit
  /// status. Messages go to the `--report` file when given, else to `writeLine` (standard
  /// output by default), one per call, signed with `nonce`.
  public static func main(
    _ arguments: [String], patterns: [PatternDescription],
    environment: [String: String] = ProcessInfo.processInfo.environment, nonce: String? = nil,
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
      writeError(
        "Error: usage: patterns __worker --pattern NAME --scenarios-json FILE [--first N] "
          + "[--report PATH]")
      return ExitStatus.usage
    }
    var report: FileHandle?
    if let path = options["--report"] {
      guard let handle = FileHandle(forWritingAtPath: path) else {
        writeError("Error: cannot write the report to \(path)")
        return ExitStatus.usage
      }
      report = handle
    }
    defer { try? report?.close() }
    func send(_ message: WorkerMessage) {
      let line = message.signed(nonce).line
      if let report { report.write(Data((line + "\n").utf8)) } else { writeLine(line) }
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
    let clock = LiveScheduler()
    for index in scenarios.indices where index >= first {
      let scenario = scenarios[index]
      send(.start(index))
      injectFault(from: environment, pattern: name, scenario: scenario.name)
      let start = clock.now
      let result = pattern.play(scenario)
      let durationMs = SuiteRun.milliseconds(clock.now - start)
      send(.result(index, result, durationMs: durationMs))
    }
    send(.done)
    return ExitStatus.success
  }
}
