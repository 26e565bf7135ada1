import Scenarios

/// Runs every measure of `patterns bench` over the chosen patterns, interleaving the
/// patterns round by round, and gathers the `BenchReport`.
public struct BenchRunner {
  /// The patterns measured, each with its composition entry point.
  var patterns: [(name: String, makeWindow: ScenarioRunner.MakeWindow)]
  /// The plays of the same patterns (for scenarios per second).
  var plays: [@MainActor (Scenario) -> ScenarioResult]
  /// How much to measure.
  var settings: BenchSettings
  /// The scenarios played for scenarios per second.
  var scenarios: [Scenario]
  /// Whether this is an optimised build.
  var isReleaseBuild: Bool
  /// Hears what is being measured (for progress on standard error).
  var progress: (String) -> Void = { _ in }

  /// A run over `patterns` (and their plays, in the same order) with `settings`.
  public init(
    patterns: [(name: String, makeWindow: ScenarioRunner.MakeWindow)],
    plays: [@MainActor (Scenario) -> ScenarioResult], settings: BenchSettings,
    scenarios: [Scenario], isReleaseBuild: Bool, progress: @escaping (String) -> Void = { _ in }
  ) {
    self.patterns = patterns
    self.plays = plays
    self.settings = settings
    self.scenarios = scenarios
    self.isReleaseBuild = isReleaseBuild
    self.progress = progress
  }

  /// Measures everything.
  public func run() throws -> BenchReport {
    let rounds = max(1, settings.rounds)
    var rawSearch: [BenchSpread] = []
    var search = Array(repeating: [SearchFigure](), count: patterns.count)
    for size in settings.catalogSizes {
      progress("search on \(size) products")
      let measured = try SearchBench.measure(patterns, products: size, rounds: rounds)
      rawSearch.append(measured.raw)
      for index in patterns.indices { search[index].append(measured.figures[index]) }
    }
    progress("sign in, open-edit-save")
    let signIn = try BenchTimer.interleave(
      rounds: rounds, patterns.map { p in { try FlowBench.signIn(p.name, p.makeWindow) } })
    let edit = try BenchTimer.interleave(
      rounds: rounds, patterns.map { p in { try FlowBench.openEditSave(p.name, p.makeWindow) } })
    progress("scenarios per second")
    let suite = try BenchTimer.interleave(
      rounds: max(1, rounds / 2),
      zip(patterns, plays).map { pattern, play in
        { try FlowBench.scenariosPerSecond(pattern.name, scenarios, play: play) }
      })
    progress("memory")
    let fewRounds = min(rounds, 3)
    let memory = try BenchTimer.interleaveSamples(
      rounds: fewRounds,
      patterns.map { p in
        { try MemoryBench.sample(p.name, p.makeWindow, products: settings.catalogSizes[0]) }
      })
    progress("typing")
    let typing = try measureTyping(rounds: fewRounds)
    let figures = patterns.indices.map { index in
      PatternFigures(
        name: patterns[index].name, search: search[index],
        signInMilliseconds: BenchSpread(signIn[index])!.scaled(by: 1_000),
        openEditSaveMilliseconds: BenchSpread(edit[index])!.scaled(by: 1_000),
        scenariosPerSecond: BenchSpread(suite[index])!,
        memory: memory[index].map { screens in
          MemoryBench.screens.indices.map { screen in
            ScreenMemory(
              screen: MemoryBench.screens[screen], bytes: BenchSpread(screens.map { $0[screen] })!)
          }
        } ?? [],
        typing: typing[index])
    }
    return BenchReport(
      settings: settings, isReleaseBuild: isReleaseBuild, rawSearch: rawSearch,
      patterns: figures, peakResidentBytes: HeapUsage.peakResidentBytes())
  }

  /// The typing figures of each pattern, field by field, rounds interleaved across patterns.
  private func measureTyping(rounds: Int) throws -> [[TypingFigure]] {
    let fields = TypingBench.fields
    var first = Array(
      repeating: Array(repeating: [Double](), count: fields.count), count: patterns.count)
    var last = first
    for _ in 0..<rounds {
      for (fieldIndex, field) in fields.enumerated() {
        for (index, pattern) in patterns.enumerated() {
          let sample = try TypingBench.sample(
            pattern.name, pattern.makeWindow, field: field, count: settings.typedCharacters,
            window: min(settings.typingWindow, settings.typedCharacters))
          first[index][fieldIndex].append(sample.first)
          last[index][fieldIndex].append(sample.last)
        }
      }
    }
    return patterns.indices.map { index in
      fields.indices.map { fieldIndex in
        let firsts = first[index][fieldIndex]
        let lasts = last[index][fieldIndex]
        return TypingFigure(
          field: fields[fieldIndex].id,
          firstMicroseconds: BenchSpread(firsts)!.scaled(by: 1_000_000),
          lastMicroseconds: BenchSpread(lasts)!.scaled(by: 1_000_000),
          ratio: BenchSpread(BenchTimer.ratios(lasts, to: firsts))!)
      }
    }
  }
}
