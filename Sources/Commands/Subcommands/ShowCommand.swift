import CommandLineKit
import Foundation
import PatternModel
import Play
import Scenarios

/// `patterns show PATTERN SCENARIO`: a scenario played step by step, with the screen after
/// each step (`FilmStrip`), as text or as an HTML page with every pattern side by side.
///
/// Exit status: 0 when the scenario passes on every pattern shown, 1 otherwise, 64 for a
/// usage error (an unknown pattern, no scenario or several matching), 65 when a scenario
/// file does not parse.
public struct ShowCommand: Command {
  /// The patterns that can be named.
  public var patterns: [PatternDescription]

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  static let formats = ["text", "html"]
  static let format = SharedOptions.format(formats)

  public let name = "show"
  public let abstract = "Play one scenario step by step and show the screen after each step."
  public let discussion: String? = """
    SCENARIO is a scenario's name, or a part of it naming only one (any case). Text shows
    the starting screen, then each step with the screen after it; the failing step is
    marked ✗ and the scenario stops there; patterns whose strips read the same share one.
    HTML puts the patterns side by side.
    """
  public var signature: CommandSignature {
    CommandSignature(
      arguments: [
        .init("pattern", help: "A pattern to play (see 'patterns list'), or all."),
        .init("scenario", help: "The scenario's name, or a part of it naming only one."),
      ],
      using: [SharedOptions.scenarioInput, SharedOptions.reportOutput(Self.formats)])
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let chosen = try RunCommand.resolve([arguments.positionals[0]], among: patterns)
    let loaded = try SharedOptions.loadScenarios(arguments, context: context)
    guard loaded.faults.isEmpty else {
      for fault in loaded.faults { context.printError(fault.description) }
      return ExitStatus.dataError
    }
    let scenario = try Self.scenario(
      named: arguments.positionals[1], in: loaded.files.flatMap(\.scenarios))
    let strips = try chosen.map { pattern in
      guard let strip = FilmStrip.play(scenario, on: pattern) else {
        throw CommandFailure("'\(pattern.name)' has no composition entry point to play")
      }
      return strip
    }
    let text =
      arguments[Self.format] == "html"
      ? FilmStripHTML.page(title: "patterns show: \(scenario.name)", [strips])
      : FilmStripText.render(strips)
    try SharedOptions.deliver(text, arguments, context: context)
    return strips.allSatisfy(\.passed) ? ExitStatus.success : ExitStatus.failure
  }

  /// The scenario named `name` exactly, or else the only one whose name contains it.
  static func scenario(named name: String, in scenarios: [Scenario]) throws -> Scenario {
    if let exact = scenarios.first(where: { $0.name == name }) { return exact }
    let matches = scenarios.filter { $0.name.localizedCaseInsensitiveContains(name) }
    if matches.count == 1 { return matches[0] }
    if matches.isEmpty {
      let close = Suggestion.containing(close: name, in: scenarios.map(\.name))
      throw UsageError(
        "No scenario named or containing '\(name)'"
          + (close.isEmpty ? "; see 'patterns list --all'" : Suggestion.sentence(close)))
    }
    let listed = matches.prefix(5).map { "'\($0.name)'" }.joined(separator: ", ")
    throw UsageError(
      "\(matches.count) scenarios contain '\(name)' (\(listed)\(matches.count > 5 ? ", …" : "")); "
        + "give more of the name")
  }
}
