import Scenarios

@testable import CommandLineKit
@testable import PatternModel
@testable import Commands

/// A pattern described for tests: plays scenarios with `play` (every one passes by default)
/// and has the given module and role folders.
func fakePattern(
  _ name: String, module: String? = nil, roles: [PatternRole] = [], rules: [LayeringRule] = [],
  play: @escaping @MainActor @Sendable (Scenario) -> ScenarioResult = {
    ScenarioResult(scenario: $0, failure: nil)
  }
) -> PatternDescription {
  PatternDescription(
    name: name, summary: "A fake \(name).", module: module ?? name.uppercased(),
    entryPoint: "\(name.uppercased())App.makeWindow", roles: roles, rules: rules, play: play)
}

/// Parses `arguments` for `command` and runs it, as `CommandProgram` would without the help
/// and error printing.
func parseAndRun(
  _ command: some Command, _ arguments: [String], context: CommandContext
) throws -> Int32 {
  try command.run(ParsedArguments(arguments, signature: command.signature), context: context)
}
