import CommandLineKit
import Processes

/// How a command that builds and runs code it does not trust (`grade`, `mutate`) picks its
/// sandbox: the one given, else the best this machine allows; without one it refuses unless
/// `--no-sandbox` says to go on. Says on standard error which is in force.
struct SandboxChoice {
  /// The prefix of its lines on standard error (`grading`, `mutate`).
  var label: String
  /// What running without a sandbox means, after `NO SANDBOX (--no-sandbox): `.
  var withoutOne: String
  /// The refusal's end, after `no sandbox on this machine (why)`.
  var refusal: String

  /// `given`, else (with `noSandbox`) no sandbox, else the best `probe` finds.
  ///
  /// - Throws: `CommandFailure` when the machine has no sandbox and `noSandbox` is false.
  func choose(
    given: (any SandboxRunning)?, noSandbox: Bool, probe: () -> any SandboxRunning,
    context: CommandContext
  ) throws -> any SandboxRunning {
    if let given { return given }
    if noSandbox {
      context.printError("\(label): NO SANDBOX (--no-sandbox): \(withoutOne)")
      return UnsandboxedRunner()
    }
    let best = probe()
    guard best.isolation != .none else {
      throw CommandFailure(
        "no sandbox on this machine (\(SandboxProbe.current.shortfall ?? "no isolation found"))"
          + refusal)
    }
    context.printError("\(label): sandbox: \(best.description)")
    return best
  }
}
