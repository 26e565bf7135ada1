import Scenarios

/// What a `patterns serve` app serves: the patterns, the scenarios to step through, the
/// source tree its pages read, and scripts added to the play page.
public struct ServeConfiguration {
  /// The patterns that can be played and compared.
  public var patterns: [PatternDescription]
  /// The scenarios offered in the stepper (the bundled suite and the trace examples).
  public var scenarios: [Scenario]
  /// The package's source tree, for the sources beside the traces and the compare and
  /// report pages; nil without one (those parts then say so).
  public var tree: SourceTree?
  /// Scripts the play page loads after its own (`/extra/0.js`…): a browser test's driver.
  public var extraScripts: [String] = []
  /// How many browser sessions are kept; the least recently used close first.
  public var maxSessions = 64

  /// A configuration.
  public init(
    patterns: [PatternDescription], scenarios: [Scenario], tree: SourceTree?,
    extraScripts: [String] = []
  ) {
    self.patterns = patterns
    self.scenarios = scenarios
    self.tree = tree
    self.extraScripts = extraScripts
  }
}
