import Foundation
import Processes
import Registry
import Testing
import ToolTesting

@testable import Reports

/// Plays `swift test`, `llvm-profdata` and `llvm-cov` for `CoverageRunner`: answers
/// `--show-codecov-path`, leaves on each test run what SwiftPM leaves (a merged profile when
/// the tests pass, raw profiles only when they fail, nothing when the process crashes), and
/// exports the fixture JSON.
final class FakeToolchainProcesses: ProcessRunning {
  enum Outcome { case passes, fails, crashes }
  let bin: URL
  var commands: [String] = []
  var outcomes: [String: Outcome] = [:]
  var export = Data()

  init(bin: URL) { self.bin = bin }

  var codecov: URL { bin.appendingPathComponent("codecov") }

  func run(_ executable: URL, _ arguments: [String], log: URL?) throws -> ProcessOutcome {
    commands.append(([executable.lastPathComponent] + arguments).joined(separator: " "))
    if arguments.contains("--show-codecov-path") {
      return ProcessOutcome(status: 0, output: Data((codecov.path + "/Patterns.json\n").utf8))
    }
    guard arguments.first == "test" else { return ProcessOutcome(status: 0, output: export) }
    try FileManager.default.createDirectory(at: codecov, withIntermediateDirectories: true)
    try Data().write(to: bin.appendingPathComponent("PatternsPackageTests.xctest"))
    let filter = arguments[arguments.firstIndex(of: "--filter")! + 1]
    switch outcomes[filter] ?? .passes {
    case .passes:
      try Data("profile".utf8).write(to: codecov.appendingPathComponent("default.profdata"))
      return ProcessOutcome(status: 0)
    case .fails:
      try Data("raw".utf8).write(to: codecov.appendingPathComponent("Swift Testing1_0.1.profraw"))
      return ProcessOutcome(status: 1)
    case .crashes:
      return ProcessOutcome(status: 1)
    }
  }
}

@Suite struct CoverageRunnerTests {
  let fixture: ReportFixtureTree
  let scratch: URL
  let processes: FakeToolchainProcesses

  init() throws {
    fixture = try ReportFixtureTree(["Package.swift": ""])
    scratch = fixture.root.appendingPathComponent(".build/coverage")
    processes = FakeToolchainProcesses(bin: scratch.appendingPathComponent("debug"))
    processes.export = try ReportFixtureTree.fixture("llvm-cov-export-summary.json")
  }

  func runner(progress: @escaping (String) -> Void) -> CoverageRunner {
    CoverageRunner(
      root: fixture.root,
      toolchain: Toolchain(
        swift: URL(fileURLWithPath: "/opt/swift/usr/bin/swift"),
        llvmCov: URL(fileURLWithPath: "/opt/swift/usr/bin/llvm-cov")),
      processes: processes, progress: progress)
  }

  @Test func runsTheSuiteThenEachPatternsUnitTestsAndExportsWithTheToolchainsLLVMCov() throws {
    defer { fixture.remove() }
    processes.outcomes = ["MVPTests": .fails]
    var progress: [String] = []

    let measured = try runner { progress.append($0) }
      .measure(patterns: Array(PatternRegistry.all.prefix(2)))

    let common = "--package-path \(fixture.root.path) --scratch-path \(scratch.path)"
    let profile = scratch.path + "/debug/codecov/default.profdata"
    let binary = scratch.path + "/debug/PatternsPackageTests.xctest"
    let export = "llvm-cov export -summary-only -instr-profile \(profile) \(binary)"
    #expect(
      processes.commands == [
        "swift test --show-codecov-path \(common)",
        "swift test --enable-code-coverage --filter \\.ScenarioSuiteTests/ \(common)",
        export,
        "swift test --show-codecov-path \(common)",
        "swift test --enable-code-coverage --filter MVCTests \(common)",
        export,
        "swift test --show-codecov-path \(common)",
        "swift test --enable-code-coverage --filter MVPTests \(common)",
        "llvm-profdata merge -sparse \(scratch.path)/debug/codecov/Swift Testing1_0.1.profraw"
          + " -o \(profile)",
        export,
      ])
    #expect(
      progress == [
        "[1/3] swift test --enable-code-coverage --filter \\.ScenarioSuiteTests/",
        "[2/3] swift test --enable-code-coverage --filter MVCTests",
        "[3/3] swift test --enable-code-coverage --filter MVPTests",
        "warning: tests failed in the mvp run (see \(scratch.path)/coverage-mvp.log);"
          + " coverage counts what ran",
      ])
    #expect(measured.scenarios.files.count == 4)
    #expect(measured.unitTests.keys.sorted() == ["mvc", "mvp"])
  }

  @Test func aRunThatLeavesNoProfileIsNotMeasuredAndStaleProfilesAreNotReused() throws {
    defer { fixture.remove() }
    processes.outcomes = ["MVCTests": .crashes]
    try FileManager.default.createDirectory(
      at: processes.codecov, withIntermediateDirectories: true)
    let stale = processes.codecov.appendingPathComponent("XCTest9_0.9.profraw")
    try Data("old".utf8).write(to: stale)
    var progress: [String] = []

    let measured = try runner { progress.append($0) }
      .measure(patterns: Array(PatternRegistry.all.prefix(1)))

    #expect(measured.unitTests.keys.sorted() == [])
    #expect(measured.scenarios.files.count == 4)
    #expect(
      progress.last
        == "warning: the mvc run wrote no coverage profile (see \(scratch.path)/coverage-mvc.log);"
        + " its coverage is n/a")
    #expect(!processes.commands.contains { $0.hasPrefix("llvm-profdata") })
  }

  @Test func aRunThatWritesNoProfileIsAnError() throws {
    final class NoProfile: ProcessRunning {
      func run(_ executable: URL, _ arguments: [String], log: URL?) throws -> ProcessOutcome {
        arguments.contains("--show-codecov-path")
          ? ProcessOutcome(status: 0, output: Data("/nonexistent/codecov/P.json".utf8))
          : ProcessOutcome(status: 1)
      }
    }
    let fixture = try ReportFixtureTree(["Package.swift": ""])
    defer { fixture.remove() }
    let runner = CoverageRunner(
      root: fixture.root,
      toolchain: Toolchain(swift: URL(fileURLWithPath: "/s"), llvmCov: URL(fileURLWithPath: "/l")),
      processes: NoProfile(), progress: { _ in })
    #expect(throws: CoverageError.self) { try runner.measure(patterns: PatternRegistry.all) }
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
    #expect(toolchain.swift.path == bin.path + "/swift")
    #expect(toolchain.llvmCov.path == bin.path + "/llvm-cov")
    #expect(throws: CoverageError.self) { try Toolchain.locate(path: "/nonexistent") }
  }
}
