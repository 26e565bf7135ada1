import Foundation
import Processes

/// Plays `swift build`, the test binary, `llvm-profdata` and `llvm-cov` for
/// `CoverageRunner`: the build leaves the test binary (or fails), `--show-bin-path` names its
/// folder, each test run (through `env`) leaves what a test process leaves (a raw profile where
/// `LLVM_PROFILE_FILE` says, with a failing status when a test fails; nothing when it
/// crashes), and the export answers the fixture JSON. Safe from the runs' two threads.
nonisolated final class FakeToolchainProcesses: ProcessRunning, @unchecked Sendable {
  enum Outcome { case passes, fails, crashes }
  let bin: URL
  private let lock = NSLock()
  private var recorded: [String] = []
  var outcomes: [String: Outcome] = [:]
  var export = Data()
  var buildStatus: Int32 = 0
  /// Called while the build runs, with the build's log (to test the heartbeat).
  var whileBuilding: (URL) -> Void = { _ in }

  init(bin: URL) { self.bin = bin }

  var commands: [String] { lock.withLock { recorded } }

  func run(_ executable: URL, _ arguments: [String], log: URL?) throws -> ProcessOutcome {
    lock.withLock {
      recorded.append(([executable.lastPathComponent] + arguments).joined(separator: " "))
    }
    // `env NAME=value… program arguments…`
    var arguments = arguments
    var environment: [String: String] = [:]
    if executable.lastPathComponent == "env" {
      while let first = arguments.first, let equals = first.firstIndex(of: "=") {
        environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
        arguments.removeFirst()
      }
      arguments.removeFirst()
    }
    if arguments.contains("--show-bin-path") {
      return ProcessOutcome(status: 0, output: Data((bin.path + "\n").utf8))
    }
    if arguments.first == "build" {
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      try Data().write(to: bin.appendingPathComponent("PatternsPackageTests.xctest"))
      if let log {
        // SwiftPM's steps, then a diagnostic's footnote, which is not one.
        let output =
          "[1/2] Planning build\n[2/2] Compiling MVC Login.swift\n[#Name]: <https://x/y>\n"
        try Data(output.utf8).write(to: log)
        whileBuilding(log)
      }
      return ProcessOutcome(status: buildStatus)
    }
    guard let profile = environment["LLVM_PROFILE_FILE"] else {
      return ProcessOutcome(status: 0, output: export)
    }
    let filter = arguments[arguments.firstIndex(of: "--filter")! + 1]
    let raw = URL(fileURLWithPath: profile.replacing("%p", with: "4242"))
    switch lock.withLock({ outcomes[filter] }) ?? .passes {
    case .passes:
      try Data("raw".utf8).write(to: raw)
      return ProcessOutcome(status: 0)
    case .fails:
      try Data("raw".utf8).write(to: raw)
      return ProcessOutcome(status: 1)
    case .crashes:
      return ProcessOutcome(status: 11, signal: 11)
    }
  }
}

/// Progress lines gathered from any thread; `onLine` sees each as it comes.
nonisolated final class Lines: @unchecked Sendable {
  private let lock = NSLock()
  private var gathered: [String] = []
  private let onLine: @Sendable (String) -> Void

  init(onLine: @escaping @Sendable (String) -> Void = { _ in }) { self.onLine = onLine }

  var lines: [String] { lock.withLock { gathered } }

  func append(_ line: String) {
    lock.withLock { gathered.append(line) }
    onLine(line)
  }
}
