import Foundation

extension PatternWorker {
  #if DEBUG
    /// The environment variable of the test hook (debug builds only).
    public static let faultVariable = "PATTERNS_WORKER_FAULT"
  #endif

  /// The test hook, in debug builds only (release builds compile it out): when the environment
  /// variable `PATTERNS_WORKER_FAULT` is `trap:PATTERN:NAME` or `hang:PATTERN:NAME`, the worker
  /// for PATTERN traps (a `preconditionFailure`, as a UIKit-faithful precondition in student
  /// code would) or hangs until it is killed, instead of playing the scenario named NAME.
  /// Tests use it to check that a crash or a hang becomes a failed run and that the other
  /// patterns go on.
  static func injectFault(from environment: [String: String], pattern: String, scenario: String) {
    #if DEBUG
      let fault = environment[faultVariable]
      if fault == "trap:\(pattern):\(scenario)" {
        preconditionFailure("\(faultVariable) asked to trap in '\(scenario)'")
      }
      if fault == "hang:\(pattern):\(scenario)" {
        while true { sleep(60) }
      }
    #endif
  }
}
