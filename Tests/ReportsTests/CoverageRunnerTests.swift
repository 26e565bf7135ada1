import Assertions
import Foundation
import Processes
import Registry
import Testing
import ToolTesting

@testable import Reports

struct CoverageRunnerTests {
  let fixture: ReportFixtureTree
  let scratch: URL
  let processes: FakeToolchainProcesses

  init() throws {
    fixture = try ReportFixtureTree([
      "Package.swift": "let package = Package(\n  name: \"Patterns\",\n",
      "Tests/RegistryTests/ScenarioSuiteTests.swift": "@Suite struct ScenarioSuiteTests {}\n",
    ])
    scratch = fixture.root.appendingPathComponent(".build/coverage")
    processes = FakeToolchainProcesses(bin: scratch.appendingPathComponent("debug"))
    processes.export = try ReportFixtureTree.fixture("llvm-cov-export-summary.json")
  }

  func runner(jobs: Int = 1, progress: @escaping @Sendable (String) -> Void) -> CoverageRunner {
    var runner = CoverageRunner(
      root: fixture.root,
      toolchain: Toolchain(
        swift: URL(fileURLWithPath: "/opt/swift/usr/bin/swift"),
        llvmCov: URL(fileURLWithPath: "/opt/swift/usr/bin/llvm-cov")),
      processes: processes, progress: progress)
    runner.jobs = jobs
    return runner
  }

  @Test func buildsOnceThenRunsTheSuiteAndEachPatternsUnitTestsExportingThePatternsSources()
    throws
  {
    defer { fixture.remove() }
    processes.outcomes = ["MVPTests": .fails]
    let progress = Lines()

    let measured = try runner(progress: progress.append)
      .measure(patterns: Array(PatternRegistry.all.prefix(2)))

    let common = "--package-path \(fixture.root.path) --scratch-path \(scratch.path)"
    let binary = scratch.path + "/debug/PatternsPackageTests.xctest"
    let sources = "-sources \(fixture.root.path)/Sources/MVC \(fixture.root.path)/Sources/MVP"
    func run(_ label: String, _ filter: String) -> [String] {
      let profiles = scratch.path + "/profiles/" + label
      return [
        "env LLVM_PROFILE_FILE=\(profiles)/%p.profraw PATTERNS_SCENARIO_SUITE_IN_PROCESS=1"
          + " \(binary)"
          + " --testing-library swift-testing --filter \(filter)",
        "llvm-profdata merge -sparse \(profiles)/4242.profraw -o \(profiles)/default.profdata",
        "llvm-cov export -summary-only -instr-profile \(profiles)/default.profdata \(binary) \(sources)",
      ]
    }
    assertEqual(
      processes.commands,
      [
        "env PATTERNS_TEST_TARGETS=RegistryTests,MVCTests,MVPTests /opt/swift/usr/bin/swift"
          + " build --product PatternsPackageTests --enable-code-coverage -debug-info-format none"
          + " \(common)",
        "env PATTERNS_TEST_TARGETS=RegistryTests,MVCTests,MVPTests /opt/swift/usr/bin/swift"
          + " build --show-bin-path --enable-code-coverage \(common)",
      ] + run("scenarios", "\\.ScenarioSuiteTests/") + run("mvc", "MVCTests")
        + run("mvp", "MVPTests"))
    let lines = progress.lines.filter { !$0.hasPrefix("  still") }
    assertEqual(lines.count, 10)
    assertEqual(lines.first?.hasPrefix("building the tests with coverage: swift build"), true)
    #expect(lines[1].hasPrefix("built in ") && lines[1].hasSuffix(": \(binary)"))
    assertEqual(lines[2], "[1/3] scenarios: --filter \\.ScenarioSuiteTests/")
    #expect(lines[3].hasPrefix("[1/3] scenarios: done in "))
    assertEqual(lines[4], "[2/3] mvc: --filter MVCTests")
    assertEqual(lines[6], "[3/3] mvp: --filter MVPTests")
    assertEqual(
      lines[7],
      "warning: tests failed in the mvp run (see \(scratch.path)/coverage-mvp.log);"
        + " coverage counts what ran")
    #expect(lines[8].hasPrefix("[3/3] mvp: done in "))
    #expect(lines[9].hasPrefix("coverage measured in "))
    assertEqual(measured.scenarios.files.count, 4)
    assertEqual(measured.unitTests.keys.sorted(), ["mvc", "mvp"])
  }

  @Test func runsTwoAtATimeAndMeasuresEveryRunAsOneAtATimeDoes() throws {
    defer { fixture.remove() }
    let patterns = Array(PatternRegistry.all.prefix(4))

    let two = try runner(jobs: 2) { _ in }.measure(patterns: patterns)
    let twoCommands = processes.commands.sorted()
    let one = try runner(jobs: 1) { _ in }.measure(patterns: patterns)

    assertEqual(two, one)
    assertEqual(two.unitTests.keys.sorted(), patterns.map(\.name).sorted())
    assertEqual(twoCommands.count * 2, processes.commands.count)
    assertEqual(Set(twoCommands), Set(processes.commands))
  }

  @Test func aRunThatLeavesNoProfileIsNotMeasuredAndStaleProfilesAreNotReused() throws {
    defer { fixture.remove() }
    processes.outcomes = ["MVCTests": .crashes]
    let folder = scratch.appendingPathComponent("profiles/mvc")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("old".utf8).write(to: folder.appendingPathComponent("99.profraw"))
    let progress = Lines()

    let measured = try runner(progress: progress.append)
      .measure(patterns: Array(PatternRegistry.all.prefix(1)))

    assertEqual(measured.unitTests.keys.sorted(), [])
    assertEqual(measured.scenarios.files.count, 4)
    #expect(
      progress.lines.contains(
        "warning: the mvc run wrote no coverage profile (see \(scratch.path)/coverage-mvc.log);"
          + " its coverage is n/a"))
    #expect(!processes.commands.contains { $0.contains("profiles/mvc/99.profraw") })
  }

  @Test func aFailedBuildIsAnErrorNamingItsLog() throws {
    defer { fixture.remove() }
    processes.buildStatus = 1

    #expect(
      throws: CoverageError(
        "the build with coverage failed (swift build exited with 1; see"
          + " \(scratch.path)/coverage-build.log)")
    ) { try runner { _ in }.measure(patterns: PatternRegistry.all) }
    assertEqual(processes.commands.count, 1)
  }

  @Test func whenNoRunWritesAProfileItIsAnError() throws {
    defer { fixture.remove() }
    processes.outcomes = ["\\.ScenarioSuiteTests/": .crashes, "MVCTests": .crashes]

    #expect(throws: CoverageError.self) {
      try runner { _ in }.measure(patterns: Array(PatternRegistry.all.prefix(1)))
    }
  }

  @Test func whileTheBuildGoesAHeartbeatSaysForHowLongAndItsLastStep() throws {
    defer { fixture.remove() }
    let beat = DispatchSemaphore(value: 0)
    let progress = Lines { if $0.hasPrefix("  still building") { beat.signal() } }
    // The build ends only once the heartbeat has spoken (no sleep: it waits for the line).
    processes.whileBuilding = { _ in _ = beat.wait(timeout: .now() + 60) }
    var runner = runner(progress: progress.append)
    runner.heartbeat = .milliseconds(1)

    _ = try runner.measure(patterns: Array(PatternRegistry.all.prefix(1)))

    let line = try #require(progress.lines.first { $0.hasPrefix("  still building") })
    #expect(
      line.wholeMatch(of: #/  still building \([\d.]+ s\): \[2/2\] Compiling MVC Login\.swift/#)
        != nil
    )
  }

  @Test func theRunBoardNamesTheRunsStillGoing() {
    let board = RunBoard(count: 3)
    #expect(board.stillRunning(.seconds(5)) == nil)
    _ = board.next()
    board.started(0, label: "scenarios")
    _ = board.next()
    board.started(1, label: "mvc")
    board.finished(1, .success(CoverageTable()))
    assertEqual(
      board.stillRunning(.seconds(75))?.hasPrefix("  still running (1 min 15 s): scenarios (0."),
      true)
    assertEqual(
      [.milliseconds(400), .milliseconds(9_960), .seconds(45), .seconds(125)].map(
        CoverageRunner.duration), ["0.4 s", "9.9 s", "45 s", "2 min 5 s"])
    assertEqual(board.next(), 2)
    #expect(board.next() == nil)
  }

  @Test func findsTheLLVMCovNextToTheResolvedSwiftAndKeepsTheSwiftName() throws {
    // As in a real toolchain: `swift` links to `swift-driver`, which dispatches on its name.
    let fixture = try ReportFixtureTree([
      "toolchain/usr/bin/swift-driver": "#!/bin/sh\n", "toolchain/usr/bin/llvm-cov": "#!/bin/sh\n",
      "elsewhere/llvm-cov": "#!/bin/sh\n",
    ])
    defer { fixture.remove() }
    let files = FileManager.default
    let bin = fixture.root.appendingPathComponent("toolchain/usr/bin").resolvingSymlinksInPath()
    for name in ["swift-driver", "llvm-cov"] {
      try files.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent(name).path)
    }
    try files.createSymbolicLink(
      atPath: bin.appendingPathComponent("swift").path, withDestinationPath: "swift-driver")
    let links = fixture.root.appendingPathComponent("links")
    try files.createDirectory(at: links, withIntermediateDirectories: true)
    try files.createSymbolicLink(
      at: links.appendingPathComponent("swift"),
      withDestinationURL: bin.appendingPathComponent("swift"))
    let elsewhere = fixture.root.appendingPathComponent("elsewhere").path
    let toolchain = try Toolchain.locate(path: "/nonexistent:\(elsewhere):\(links.path)")
    assertEqual(toolchain.swift.path, bin.path + "/swift")
    assertEqual(toolchain.llvmCov.path, bin.path + "/llvm-cov")
    #expect(throws: CoverageError.self) { try Toolchain.locate(path: "/nonexistent") }
  }
}
