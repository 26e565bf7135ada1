/// A scenario: a name and the steps a user takes, read from a `.scenario` file.
nonisolated public struct Scenario: Hashable, Sendable, Codable {
  /// The text after `scenario:`, trimmed; unique in its file.
  public var name: String
  /// Where `scenario:` stands.
  public var location: SourceLocation
  /// Its steps in file order: every setup step comes before the first other step.
  public var steps: [Step]

  /// Creates a scenario.
  public init(name: String, location: SourceLocation, steps: [Step]) {
    self.name = name
    self.location = location
    self.steps = steps
  }

  /// The `given` steps.
  public var setup: [Setup] {
    steps.compactMap { if case .setup(let setup) = $0.kind { setup } else { nil } }
  }
}

/// A parsed `.scenario` file.
nonisolated public struct ScenarioFile: Hashable, Sendable, Codable {
  /// The file's display path, as used in every location.
  public var path: String
  /// Its scenarios, in file order.
  public var scenarios: [Scenario]

  /// Creates a file.
  public init(path: String, scenarios: [Scenario]) {
    self.path = path
    self.scenarios = scenarios
  }
}
