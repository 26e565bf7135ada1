import Foundation
import PatternModel
import Processes

/// Measures coverage the way the issue asks: builds the package's tests once with coverage
/// (only the test targets the runs use), then runs the test binary once with
/// the shared scenario suite alone and once per pattern with its unit tests alone, two runs at
/// a time, each writing its profile in a folder of its own, and reads each profile with the
/// `llvm-cov` next to `swift`, over the patterns' sources only.
nonisolated public struct CoverageRunner {
  /// The package root.
  public var root: URL
  /// The build folder for the instrumented build, kept apart from `.build` so that the
  /// normal build is not rebuilt without coverage afterwards (default `.build/coverage`).
  /// It is kept between reports: a second report rebuilds only what changed.
  public var scratchPath: URL
  /// The toolchain: the real path of `swift` and the `llvm-cov` beside it.
  public var toolchain: Toolchain
  /// Runs a process (replaced in tests; called from two threads at once when `jobs` is 2).
  public var processes: ProcessRunning
  /// Receives the progress lines (the command prints them to stderr); called from any thread.
  public var progress: @Sendable (String) -> Void
  /// How many test runs go at once (2: one per core of a small machine).
  public var jobs = 2
  /// How often a long step (the build, a test run) says it is still going.
  public var heartbeat: Duration = .seconds(10)

  /// A runner for the package at `root`.
  public init(
    root: URL, scratchPath: URL? = nil, toolchain: Toolchain,
    processes: ProcessRunning = SystemProcesses(),
    progress: @escaping @Sendable (String) -> Void
  ) {
    self.root = root
    self.scratchPath = scratchPath ?? root.appendingPathComponent(".build/coverage")
    self.toolchain = toolchain
    self.processes = processes
    self.progress = progress
  }

  /// The `--filter` of the scenario suite's run: every test suite named
  /// `ScenarioSuiteTests`, in whichever test target, is one that plays the shared scenarios
  /// against the patterns (a convention, as `<Module>Tests` is for a pattern's unit tests).
  public static let scenarioSuiteFilter = "\\.ScenarioSuiteTests/"

  /// The variable the coverage runs set in the test process's environment: ScenarioSuiteTests
  /// then plays the suite in that process, whose coverage is measured, not in worker
  /// processes.
  public static let suiteInProcessVariable = "PATTERNS_SCENARIO_SUITE_IN_PROCESS"

  /// `suiteInProcessVariable` set, as `env` takes it.
  static let suiteInProcess = "\(suiteInProcessVariable)=1"

  /// One filtered run: its label and its `--filter`.
  nonisolated public struct Run: Equatable, Sendable {
    /// `scenarios` or a pattern name.
    public var label: String
    /// The test binary's `--filter` value (as `swift test --filter` takes it).
    public var filter: String
  }

  /// The runs, in order: the scenario suite, each pattern's unit tests, then each pattern's
  /// UI-free unit tests alone (for the patterns that have any; see `UIFreeUnitTests`).
  public func runs(for patterns: [PatternDescription]) -> [Run] {
    [Run(label: "scenarios", filter: Self.scenarioSuiteFilter)]
      + patterns.map { Run(label: $0.name, filter: $0.testTarget) }
      + patterns.compactMap { pattern in
        UIFreeUnitTests.filter(for: pattern, root: root).map {
          Run(label: Self.uiFreeLabel(pattern), filter: $0)
        }
      }
  }

  /// The label of a pattern's UI-free unit-test run: `mvp-ui-free`.
  static func uiFreeLabel(_ pattern: PatternDescription) -> String {
    pattern.name + "-ui-free"
  }

  /// Builds, runs every filtered test run and returns what each reached. A run that leaves
  /// no profile at all (its test process crashed) is reported with a warning and counts as
  /// not measured (`n/a`); when no run leaves one, this throws. A failed build throws.
  public func measure(patterns: [PatternDescription]) throws -> CoverageMeasurements {
    let runs = runs(for: patterns)
    let started = ContinuousClock.now
    let binary = try buildTests(testTargets: testTargets(for: patterns))
    let sources = patterns.map { root.appendingPathComponent("Sources/\($0.module)").path }
    let outcomes = measure(runs, binary: binary, sources: sources)
    var tables: [String: CoverageTable] = [:]
    var firstFailure: CoverageError?
    for (run, outcome) in zip(runs, outcomes) {
      switch outcome {
      case .success(let table): tables[run.label] = table
      case .failure(let failure): firstFailure = firstFailure ?? failure
      }
    }
    if tables.isEmpty, let firstFailure { throw firstFailure }
    progress("coverage measured in \(Self.duration(ContinuousClock.now - started))")
    var unitTests: [String: CoverageTable] = [:]
    var uiFreeUnitTests: [String: CoverageTable] = [:]
    for pattern in patterns {
      unitTests[pattern.name] = tables[pattern.name]
      uiFreeUnitTests[pattern.name] = tables[Self.uiFreeLabel(pattern)]
    }
    return CoverageMeasurements(
      scenarios: tables["scenarios"] ?? CoverageTable(), unitTests: unitTests,
      uiFreeUnitTests: uiFreeUnitTests)
  }

  /// `2 min 5 s`, `45 s`, `0.4 s`: a duration as the progress lines show it.
  static func duration(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    if seconds < 10 {
      let tenths = Int(duration / .milliseconds(100))
      return "\(tenths / 10).\(tenths % 10) s"
    }
    return seconds < 60 ? "\(seconds) s" : "\(seconds / 60) min \(seconds % 60) s"
  }
}
