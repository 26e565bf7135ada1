import Foundation
import PatternModel
import Processes

/// Measures coverage the way the issue asks: runs `swift test --enable-code-coverage` itself,
/// once with the shared scenario suite alone and once per pattern with its unit tests alone,
/// and reads each run's profile with the `llvm-cov` next to `swift` before the next run
/// overwrites it.
public struct CoverageRunner {
  /// The package root.
  public var root: URL
  /// The build folder for the instrumented build, kept apart from `.build` so that the
  /// normal build is not rebuilt without coverage afterwards (default `.build/coverage`).
  public var scratchPath: URL
  /// The toolchain: the real path of `swift` and the `llvm-cov` beside it.
  public var toolchain: Toolchain
  /// Runs a process (replaced in tests).
  public var processes: ProcessRunning
  /// Receives one progress line per step (the command prints them to stderr).
  public var progress: (String) -> Void

  /// A runner for the package at `root`.
  public init(
    root: URL, scratchPath: URL? = nil, toolchain: Toolchain,
    processes: ProcessRunning = SystemProcesses(),
    progress: @escaping (String) -> Void
  ) {
    self.root = root
    self.scratchPath = scratchPath ?? root.appendingPathComponent(".build/coverage")
    self.toolchain = toolchain
    self.processes = processes
    self.progress = progress
  }

  /// The `swift test --filter` of the scenario suite's run: every test suite named
  /// `ScenarioSuiteTests`, in whichever test target, is one that plays the shared scenarios
  /// against the patterns (a convention, as `<Module>Tests` is for a pattern's unit tests).
  public static let scenarioSuiteFilter = "\\.ScenarioSuiteTests/"

  /// One filtered run: its label and its `--filter`.
  public struct Run: Equatable, Sendable {
    /// `scenarios` or a pattern name.
    public var label: String
    /// The `swift test --filter` value.
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

  /// Runs every filtered test run and returns what each reached. A run that leaves no
  /// profile at all (its test process crashed, or the build failed) is reported with a
  /// warning and counts as not measured (`n/a`); when no run leaves one, this throws.
  public func measure(patterns: [PatternDescription]) throws -> CoverageMeasurements {
    let runs = runs(for: patterns)
    var tables: [String: CoverageTable] = [:]
    var firstFailure: CoverageError?
    for (number, run) in runs.enumerated() {
      progress(
        "[\(number + 1)/\(runs.count)] swift test --enable-code-coverage --filter \(run.filter)")
      do {
        tables[run.label] = try measure(run)
      } catch let failure as CoverageError where failure.isMissingProfile {
        progress("warning: \(failure.description); its coverage is n/a")
        firstFailure = firstFailure ?? failure
      }
    }
    if tables.isEmpty, let firstFailure { throw firstFailure }
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

  /// Runs one filtered test run and exports its profile.
  public func measure(_ run: Run) throws -> CoverageTable {
    let common = ["--package-path", root.path, "--scratch-path", scratchPath.path]
    let shown = try processes.run(
      toolchain.swift, ["test", "--show-codecov-path"] + common, log: nil)
    let jsonPath =
      String(decoding: shown.output, as: UTF8.self)
      .split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
    let codecov = URL(fileURLWithPath: jsonPath).deletingLastPathComponent()
    let profile = codecov.appendingPathComponent("default.profdata")
    for stale in [profile] + rawProfiles(in: codecov) {
      try? FileManager.default.removeItem(at: stale)
    }

    try FileManager.default.createDirectory(at: scratchPath, withIntermediateDirectories: true)
    let log = scratchPath.appendingPathComponent("coverage-\(run.label).log")
    let tested = try processes.run(
      toolchain.swift, ["test", "--enable-code-coverage", "--filter", run.filter] + common,
      log: log)
    if !FileManager.default.fileExists(atPath: profile.path) {
      // `swift test` merges the raw profiles only when every test passed.
      let raw = rawProfiles(in: codecov)
      guard !raw.isEmpty else {
        throw CoverageError.missingProfile(run: run.label, log: log.path)
      }
      let merged = try processes.run(
        toolchain.llvmProfdata, ["merge", "-sparse"] + raw.map(\.path) + ["-o", profile.path],
        log: nil)
      guard merged.status == 0 else {
        throw CoverageError("llvm-profdata merge failed for the \(run.label) run")
      }
    }
    if tested.status != 0 {
      progress(
        "warning: tests failed in the \(run.label) run (see \(log.path)); coverage counts what ran")
    }
    let binary = try testBinary(in: codecov.deletingLastPathComponent())
    let exported = try processes.run(
      toolchain.llvmCov,
      ["export", "-summary-only", "-instr-profile", profile.path, binary.path], log: nil)
    guard exported.status == 0 else {
      throw CoverageError("llvm-cov export failed for the \(run.label) run")
    }
    return try CoverageTable.parseLLVMCovExport(exported.output)
  }

  /// The `*.profraw` files the test processes wrote, sorted.
  func rawProfiles(in codecov: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: codecov.path)) ?? []
    return names.filter { $0.hasSuffix(".profraw") }.sorted().map {
      codecov.appendingPathComponent($0)
    }
  }

  /// The package's test binary in a build's bin folder (`<Name>PackageTests.xctest`, or the
  /// executable inside that bundle on macOS).
  func testBinary(in binFolder: URL) throws -> URL {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: binFolder.path)) ?? []
    guard let bundle = names.sorted().first(where: { $0.hasSuffix("PackageTests.xctest") }) else {
      throw CoverageError("no *PackageTests.xctest in \(binFolder.path)")
    }
    let url = binFolder.appendingPathComponent(bundle)
    let macOSExecutable = url.appendingPathComponent("Contents/MacOS")
      .appendingPathComponent(String(bundle.dropLast(".xctest".count)))
    return FileManager.default.fileExists(atPath: macOSExecutable.path) ? macOSExecutable : url
  }
}
