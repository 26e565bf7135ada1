#if DEBUG
  import Foundation
  import PatternModel
  import Scenarios

  /// Faults for the tests of isolation, in debug builds only: patterns whose play traps or
  /// hangs on one named scenario, as a precondition or an endless loop in student code would.
  ///
  /// `PatternWorker.start` applies it, in a debug build, when `variable` is set to
  /// `trap:PATTERN:NAME` or `hang:PATTERN:NAME`: PATTERN's worker then traps or hangs instead
  /// of playing the scenario named NAME (`IsolatedRunTests` checks that a crash or a hang
  /// fails only that scenario and the other patterns go on). `PatternWorker.main` knows no
  /// fault, and a release build has none of this.
  public enum WorkerFault {
    /// The environment variable that asks for a fault.
    public static let variable = "PATTERNS_WORKER_FAULT"

    /// `patterns`, with the pattern `spec` names faulty on its scenario; unchanged when
    /// `spec` is nil or names no pattern.
    public static func inject(_ spec: String?, into patterns: [PatternDescription])
      -> [PatternDescription]
    {
      let parts = spec?.split(separator: ":", maxSplits: 2).map(String.init) ?? []
      guard parts.count == 3, ["trap", "hang"].contains(parts[0]) else { return patterns }
      let (kind, name, scenarioName) = (parts[0], parts[1], parts[2])
      return patterns.map { pattern in
        guard pattern.name == name else { return pattern }
        var faulty = pattern
        let play = pattern.play
        faulty.play = { scenario in
          if scenario.name == scenarioName {
            if kind == "trap" {
              preconditionFailure("\(variable) asked to trap in '\(scenarioName)'")
            }
            while true { sleep(60) }
          }
          return play(scenario)
        }
        return faulty
      }
    }
  }
#endif
