import PatternModel
import Scenarios

/// A pattern described for tests: plays scenarios with `play` (every one passes by default)
/// and has the given module and role folders.
public func fakePattern(
  _ name: String, module: String? = nil, roles: [PatternRole] = [], rules: [LayeringRule] = [],
  play: @escaping @MainActor @Sendable (Scenario) -> ScenarioResult = {
    ScenarioResult(scenario: $0, failure: nil)
  }
) -> PatternDescription {
  PatternDescription(
    name: name, summary: "A fake \(name).", module: module ?? name.uppercased(),
    entryPoint: "\(name.uppercased())App.makeWindow", roles: roles, rules: rules, play: play)
}
