import Foundation
import PatternModel
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
public enum PatternWorker {
  /// The hidden subcommand's name, the first argument of the child's command line.
  public static let subcommand = WorkerLoop.subcommand
  /// The exit status after `done`.
  public static let finished: Int32 = 0
  /// The exit status for arguments the worker cannot use (sysexits' EX_USAGE).
  public static let badArguments: Int32 = 64

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
    nonce: String? = nil,
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
      return badArguments
    }
    var report: FileHandle?
    if let path = options["--report"] {
      guard let handle = FileHandle(forWritingAtPath: path) else {
        writeError("Error: cannot write the report to \(path)")
        return badArguments
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
      return badArguments
    }
    let scenarios: [Scenario]
    do {
      scenarios = try JSONDecoder().decode(
        [Scenario].self, from: Data(contentsOf: URL(fileURLWithPath: file)))
    } catch {
      writeError("Error: cannot read the scenarios in \(file): \(error)")
      return badArguments
    }
    let clock = LiveScheduler()
    for index in scenarios.indices where index >= first {
      let scenario = scenarios[index]
      send(.start(index))
      let start = clock.now
      let failure = pattern.play(scenario).failure
      let durationMs = SuiteRun.milliseconds(clock.now - start)
      send(.result(index, failure: failure, durationMs: durationMs))
    }
    send(.done)
    return finished
  }
}
