import Scenarios

/// One implementation of the Storefront app, as the runner knows it.
nonisolated public struct Pattern: Sendable {
  /// The name used on the command line: `mvc`.
  public let name: String
  /// One line saying what the pattern is, for `patterns list`.
  public let summary: String
  /// Plays one scenario on a fresh instance of this app and returns how it went.
  public let play: @MainActor @Sendable (Scenario) -> ScenarioResult
  /// Builds a fresh app's window, for tools that drive the app directly (benchmarks);
  /// `nil` for a pattern known only by how it plays scenarios.
  public let makeWindow: ScenarioRunner.MakeWindow?

  /// A pattern from a way to play scenarios (tests use this with fake apps).
  public init(
    name: String, summary: String,
    makeWindow: ScenarioRunner.MakeWindow? = nil,
    play: @escaping @MainActor @Sendable (Scenario) -> ScenarioResult
  ) {
    self.name = name
    self.summary = summary
    self.makeWindow = makeWindow
    self.play = play
  }
}
