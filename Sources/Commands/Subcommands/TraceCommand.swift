import CommandLineKit
import PatternModel
import Scenarios
import Tracing

/// `patterns trace PATTERN SCENARIO`: plays one scenario against one pattern (or `all`) and
/// draws the messages between the pattern's types, step by step (see Docs/Trace.md).
public struct TraceCommand: Command {
  /// The patterns that can be traced.
  public var patterns: [PatternDescription]

  /// The command over `patterns`.
  public init(patterns: [PatternDescription]) {
    self.patterns = patterns
  }

  static let format = SharedOptions.format(["text", "mermaid", "html"])
  static let cost = Flag(
    "--cost", help: "Print what each trace cost (call stacks captured) on standard error.")

  public let name = "trace"
  public let abstract = "Show one scenario flowing through a pattern's types, step by step."
  public let discussion: String? = """
    Plays the scenario (named in full, or by a part of its name that only it contains) on a
    fresh app and records, for every step, the calls between lanes: the user, the widgets,
    the pattern's own types (found from the call stack, grouped by role folder), Reactive,
    Domain's services and the scheduler. Without --scenarios, the scenario comes from the
    bundled suite or the trace examples ("trace: wrong-password sign-in", "trace: debounced
    search"). Text prints a block per step; mermaid prints a sequenceDiagram; html draws SVG
    sequence diagrams, the patterns side by side with 'all'. Secure fields' text never
    appears. Needs a debug build: a release build loses frames.
    """
  public var signature: CommandSignature {
    CommandSignature(
      arguments: [
        .init("pattern", help: (patterns.map(\.name) + ["all"]).joined(separator: ", ") + "."),
        .init("scenario", help: "A scenario's name, or a part of it only that scenario has."),
      ],
      options: [
        SharedOptions.scenarios.spec, Self.format.spec, SharedOptions.output.spec, Self.cost.spec,
      ])
  }

  public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let chosen = try RunCommand.resolve([arguments.positionals[0]], among: patterns)
    let loaded = try SharedOptions.loadScenarios(arguments, context: context)
    guard loaded.faults.isEmpty else {
      for fault in loaded.faults { context.printError(fault.description) }
      return ExitStatus.dataError
    }
    var candidates = loaded.files.flatMap(\.scenarios)
    if try arguments.values(SharedOptions.scenarios).isEmpty {
      candidates += TraceExamples.all
    }
    let scenario = try Self.find(arguments.positionals[1], among: candidates)
    guard Tracer.isAvailable else { throw CommandFailure(Tracer.unavailableMessage) }
    var traces: [Trace] = []
    for pattern in chosen {
      do {
        let printCost = arguments[Self.cost]
        traces.append(
          try Tracer.trace(scenario, on: pattern) { cost in
            if printCost { context.printError("\(pattern.name): \(cost)") }
          })
      } catch {
        throw CommandFailure("cannot trace \(pattern.name): \(error)")
      }
    }
    let text: String
    switch arguments[Self.format] {
    case "mermaid": text = TraceMermaid.render(traces)
    case "html": text = TraceHTML.page(traces)
    default: text = TraceText.render(traces, width: 100)
    }
    try SharedOptions.deliver(text, arguments, context: context)
    return ExitStatus.success
  }

  /// The scenario named `query`: the one with exactly that name, else the only one whose
  /// name contains it (ignoring case).
  ///
  /// - Throws: `UsageError` listing the candidates when none or several match.
  static func find(_ query: String, among scenarios: [Scenario]) throws(UsageError) -> Scenario {
    if let exact = scenarios.first(where: { $0.name == query }) { return exact }
    let matches = scenarios.filter { $0.name.lowercased().contains(query.lowercased()) }
    if matches.count == 1 { return matches[0] }
    func listed(_ names: [String]) -> String {
      let shown = names.prefix(12).map { "\n  \($0)" }.joined()
      return shown + (names.count > 12 ? "\n  … and \(names.count - 12) more" : "")
    }
    if matches.isEmpty {
      let words = query.lowercased().split(separator: " ").filter { $0.count > 2 }
      // The scenarios sharing the most words with the query come first.
      let scored = scenarios.map { scenario in
        (scenario, words.filter { scenario.name.lowercased().contains($0) }.count)
      }
      let near = scored.filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }.map(\.0)
      let pool = near.isEmpty ? scenarios : near
      throw UsageError(
        "No scenario matches '\(query)'; "
          + (near.isEmpty ? "the scenarios are:" : "did you mean one of these?")
          + listed(pool.map(\.name)))
    }
    throw UsageError(
      "'\(query)' matches \(matches.count) scenarios; name one of them:"
        + listed(matches.map(\.name)))
  }
}
