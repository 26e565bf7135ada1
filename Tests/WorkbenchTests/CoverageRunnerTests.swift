import Foundation
import Testing

@testable import Workbench

/// Plays `swift test` and `llvm-cov` for `CoverageRunner`: answers `--show-codecov-path`,
/// writes a profile on each test run, and exports the fixture JSON.
private final class FakeToolchainProcesses: ProcessRunning {
  let bin: URL
  var commands: [String] = []
  var failingRun: String?
  var export = Data()

  init(bin: URL) { self.bin = bin }

  func run(_ executable: URL, _ arguments: [String], log: URL?) throws -> ProcessOutcome {
    commands.append(([executable.lastPathComponent] + arguments).joined(separator: " "))
    let codecov = bin.appendingPathComponent("codecov")
    if arguments.contains("--show-codecov-path") {
      return ProcessOutcome(status: 0, output: Data((codecov.path + "/Patterns.json\n").utf8))
    }
    if arguments.first == "test" {
      try FileManager.default.createDirectory(at: codecov, withIntermediateDirectories: true)
      try Data("profile".utf8).write(to: codecov.appendingPathComponent("default.profdata"))
      try Data().write(to: bin.appendingPathComponent("PatternsPackageTests.xctest"))
      let filter = arguments[arguments.firstIndex(of: "--filter")! + 1]
      return ProcessOutcome(status: filter == failingRun ? 1 : 0)
    }
    return ProcessOutcome(status: 0, output: export)
  }
}

@Suite struct CoverageRunnerTests {
  @Test func runsTheSuiteThenEachPatternsUnitTestsAndExportsWithTheToolchainsLLVMCov() throws {
    let fixture = try ReportFixtureTree(["Package.swift": ""])
    defer { fixture.remove() }
    let scratch = fixture.root.appendingPathComponent(".build/coverage")
    let processes = FakeToolchainProcesses(bin: scratch.appendingPathComponent("debug"))
    processes.export = try ReportFixtureTree.fixture("llvm-cov-export-summary.json")
    processes.failingRun = "MVPTests"
    var progress: [String] = []
    let runner = CoverageRunner(
      root: fixture.root,
      toolchain: Toolchain(
        swift: URL(fileURLWithPath: "/opt/swift/usr/bin/swift"),
        llvmCov: URL(fileURLWithPath: "/opt/swift/usr/bin/llvm-cov")),
      processes: processes, progress: { progress.append($0) })

    let measured = try runner.measure(patterns: Array(ReportCatalog.patterns.prefix(2)))

    let common = "--package-path \(fixture.root.path) --scratch-path \(scratch.path)"
    let profile = scratch.path + "/debug/codecov/default.profdata"
    let binary = scratch.path + "/debug/PatternsPackageTests.xctest"
    #expect(
      processes.commands == [
        "swift test --show-codecov-path \(common)",
        "swift test --enable-code-coverage --filter WorkbenchTests.SuiteTests \(common)",
        "llvm-cov export -summary-only -instr-profile \(profile) \(binary)",
        "swift test --show-codecov-path \(common)",
        "swift test --enable-code-coverage --filter MVCTests \(common)",
        "llvm-cov export -summary-only -instr-profile \(profile) \(binary)",
        "swift test --show-codecov-path \(common)",
        "swift test --enable-code-coverage --filter MVPTests \(common)",
        "llvm-cov export -summary-only -instr-profile \(profile) \(binary)",
      ])
    #expect(
      progress == [
        "[1/3] swift test --enable-code-coverage --filter WorkbenchTests.SuiteTests",
        "[2/3] swift test --enable-code-coverage --filter MVCTests",
        "[3/3] swift test --enable-code-coverage --filter MVPTests",
        "warning: tests failed in the mvp run (see \(scratch.path)/coverage-mvp.log);"
          + " coverage counts what ran",
      ])
    #expect(measured.scenarios.files.count == 4)
    #expect(measured.unitTests.keys.sorted() == ["mvc", "mvp"])
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
    #expect(throws: CoverageError.self) { try runner.measure(patterns: ReportCatalog.patterns) }
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
