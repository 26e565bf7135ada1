import Scenarios

/// Scenario files as loaded for a command: those that parsed, and the faults of the others.
public struct LoadedScenarios: Sendable {
  /// The files that parsed, in the order given (a folder's files sorted by path).
  public var files: [ScenarioFile] = []
  /// Every fault of the files that did not parse.
  public var faults: [ParseFault] = []
}
