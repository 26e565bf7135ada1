import Scenarios

/// One implementation of the Storefront app, as the runner knows it.
public struct Pattern {
  /// The name used on the command line: `mvc`.
  public let name: String
  /// One line saying what the pattern is, for `patterns list`.
  public let summary: String
  /// Plays one scenario on a fresh instance of this app and returns how it went.
  public let play: @MainActor (Scenario) -> ScenarioResult

  /// A pattern from a way to play scenarios (tests use this with fake apps).
  public init(
    name: String, summary: String, play: @escaping @MainActor (Scenario) -> ScenarioResult
  ) {
    self.name = name
    self.summary = summary
    self.play = play
  }
}
