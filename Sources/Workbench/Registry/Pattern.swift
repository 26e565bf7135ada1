import Scenarios

/// One implementation of the Storefront app, as the runner knows it.
nonisolated public struct Pattern: Sendable {
  /// The name used on the command line: `mvc`.
  public let name: String
  /// One line saying what the pattern is, for `patterns list`.
  public let summary: String
  /// Plays one scenario on a fresh instance of this app and returns how it went.
  public let play: @MainActor @Sendable (Scenario) -> ScenarioResult

  /// A pattern from a way to play scenarios (tests use this with fake apps).
  public init(
    name: String, summary: String,
    play: @escaping @MainActor @Sendable (Scenario) -> ScenarioResult
  ) {
    self.name = name
    self.summary = summary
    self.play = play
  }
}
