import Foundation
import PatternModel

/// The worker as a process: what `patterns __worker` and the `patterns-worker` executable (the
/// grader's, which links only the apps, the scenario player and this module) do with their
/// command line.
extension PatternWorker {
  /// Runs this process as a worker: takes the parent's secret out of the environment first,
  /// then plays `arguments` (after `__worker`) among `patterns`; returns the exit status.
  ///
  /// In a debug build the tests of isolation may ask, through `WorkerFault.variable`, for a
  /// pattern that traps or hangs; a release build has no such hook.
  public static func start(_ arguments: [String], patterns: [PatternDescription]) -> Int32 {
    let nonce = takeNonce()
    var patterns = patterns
    #if DEBUG
      patterns = WorkerFault.inject(
        ProcessInfo.processInfo.environment[WorkerFault.variable], into: patterns)
    #endif
    return main(arguments, patterns: patterns, nonce: nonce)
  }
}
