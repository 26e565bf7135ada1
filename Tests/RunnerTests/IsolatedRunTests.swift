import Assertions
import Foundation
import Processes
import Registry
import Scenarios
import Testing
import ToolTesting

@testable import PatternModel
@testable import Runner

private var patternsExecutable: URL {
  get throws { try BuiltProducts.patternsExecutable }
}

/// `IsolatedRun.run` off the main actor: the workers play in child processes, and the other
/// suites' apps go on running on the main actor while this test waits for them.
@concurrent nonisolated private func isolatedRun(
  _ scenarios: [Scenario], on patterns: [PatternDescription], executable: URL,
  timeLimit: Duration = IsolatedRun.defaultTimeLimit, jobs: Int = 1,
  environment: [String: String]? = nil
) async throws -> RunReport {
  try IsolatedRun.run(
    scenarios, on: patterns, executable: executable, timeLimit: timeLimit, jobs: jobs,
    environment: environment)
}

/// `patterns` with `arguments`, waited for off the main actor.
@concurrent nonisolated private func runPatterns(_ executable: URL, _ arguments: [String])
  async throws -> StreamedProcess.Outcome
{
  try StreamedProcess.run(executable, arguments, timeLimit: .seconds(300))
}

/// Each scenario's name, whether it passed and its failure, per pattern.
private func outcomes(_ report: RunReport) -> [String: [String]] {
  Dictionary(
    uniqueKeysWithValues: report.patterns.map { run in
      (
        run.name,
        run.results.map { "\($0.name): \($0.result.failure?.report ?? "passed")" }
      )
    })
}

private func patterns(_ names: String...) -> [PatternDescription] {
  PatternRegistry.all.filter { names.contains($0.name) }
}

struct IsolatedRunTests {
  @Test func aSuiteFilePassesInWorkersOnEveryPatternAsInProcess() async throws {
    // In process, every scenario of the bundled suite passes on every pattern
    // (ScenarioSuiteTests); in workers, two at a time, so must a file's, in the patterns'
    // order. (`.ci/run` plays the whole suite in workers: `patterns run all --isolated`.)
    let scenarios = try #require(ScenarioLoader.loadBundledSuite().files.first).scenarios
    let isolated = try await isolatedRun(
      scenarios, on: PatternRegistry.all, executable: try patternsExecutable, jobs: 2)
    assertEqual(isolated.patterns.map(\.name), PatternRegistry.all.map(\.name))
    #expect(isolated.patterns.allSatisfy { $0.results.map(\.name) == scenarios.map(\.name) })
    assertEqual(isolated.failed, 0, "\(outcomes(isolated))")
    assertEqual(isolated.passed, scenarios.count * PatternRegistry.all.count)
  }

  @Test func workersReportAFailureAsThePatternInProcessDoes() async throws {
    let file = try #require(
      try ScenarioLoader.loadBundledSuite().files.first { $0.path.hasSuffix("lockout.scenario") })
    var scenarios = Array(file.scenarios.prefix(2))
    scenarios[1].steps.append(
      try ScenarioParser.parseStep("expect login.password text \"not this\"", line: 99))
    let chosen = patterns("mvc", "tea")
    let isolated = try await isolatedRun(
      scenarios, on: chosen, executable: try patternsExecutable, jobs: 2)
    let inProcess = SuiteRun.run(scenarios, on: chosen)
    assertEqual(inProcess.failed, 2)
    assertEqual(outcomes(isolated), outcomes(inProcess))
  }

  @Test func aTrapFailsOnlyItsScenarioNamingTheSignalAndTheRunGoesOn() async throws {
    let scenarios = Array(try ScenarioLoader.loadBundledSuite().files[0].scenarios.prefix(3))
    var environment = ProcessInfo.processInfo.environment
    environment[WorkerFault.variable] = "trap:mvc:\(scenarios[1].name)"
    let report = try await isolatedRun(
      scenarios, on: patterns("mvc", "mvp"), executable: try patternsExecutable,
      environment: environment)
    let mvc = report.patterns[0].results.map(\.result)
    assertEqual(mvc.map(\.passed), [true, false, true])
    let failure = try #require(mvc[1].failure)
    #expect(failure.message.hasPrefix("crashed (signal "))
    #expect(failure.message.contains(", SIGILL)") || failure.message.contains(", SIGTRAP)"))
    #expect(failure.message.contains("asked to trap in '\(scenarios[1].name)'"))
    assertEqual(failure.step, "scenario: \(scenarios[1].name)")
    assertEqual(report.patterns[1].results.map(\.result.passed), [true, true, true])
  }

  @Test func aHangFailsItsScenarioNamingTheLimitAndSkipsTheRestOfThatPatternOnly() async throws {
    let scenarios = Array(try ScenarioLoader.loadBundledSuite().files[0].scenarios.prefix(2))
    var environment = ProcessInfo.processInfo.environment
    environment[WorkerFault.variable] = "hang:mvp:\(scenarios[0].name)"
    let report = try await isolatedRun(
      scenarios, on: patterns("mvp", "mvvm"), executable: try patternsExecutable,
      timeLimit: .seconds(3), environment: environment)
    let mvp = report.patterns[0].results.map { $0.result.failure?.message }
    assertEqual(
      mvp,
      [
        "hung: still running at the time limit (3 s for pattern mvp); its worker was killed",
        "not run: pattern mvp used up its time limit of 3 s",
      ])
    assertEqual(report.patterns[1].results.map(\.result.passed), [true, true])
  }

  @Test func theWorkerStreamsOneStartAndOneResultPerScenarioThenDone() throws {
    let scenarios = Array(try ScenarioLoader.loadBundledSuite().files[0].scenarios.prefix(2))
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("worker-test-\(UUID().uuidString).json")
    try JSONEncoder().encode(scenarios).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var lines: [String] = []
    let status = PatternWorker.main(
      ["--pattern", "mvc", "--scenarios-json", file.path, "--first", "1"],
      patterns: PatternRegistry.all, writeLine: { lines.append($0) })
    assertEqual(status, 0)
    let messages = lines.compactMap(WorkerMessage.init(line:))
    assertEqual(messages.map(\.event), ["start", "result", "done"])
    assertEqual(messages.map(\.index), [1, 1, nil])
    #expect(messages[1].failure == nil)
    // The result names its scenario by index: the parent has the scenario.
    #expect(!lines[1].contains(scenarios[1].name))
  }

  @Test func theWorkerSignsItsMessagesAndWritesThemToTheReportFileWhenGivenOne() throws {
    let scenarios = try ScenarioLoader.loadBundledSuite().files.flatMap(\.scenarios)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("worker-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("scenarios.json")
    try JSONEncoder().encode(Array(scenarios.prefix(1))).write(to: file)
    let report = folder.appendingPathComponent("report")
    #expect(FileManager.default.createFile(atPath: report.path, contents: nil))
    var printed: [String] = []
    let status = PatternWorker.main(
      Array(
        WorkerLoop.arguments(
          pattern: "mvp", scenariosFile: file.path, first: 0, report: report.path
        ).dropFirst()),
      patterns: PatternRegistry.all, nonce: "n0nce",
      writeLine: { printed.append($0) })
    assertEqual(status, 0)
    #expect(printed.isEmpty)
    let lines = try String(contentsOf: report, encoding: .utf8).split(separator: "\n")
    assertEqual(
      WorkerMessage.messages(in: lines, nonce: "n0nce").map(\.event), ["start", "result", "done"])
    #expect(WorkerMessage.messages(in: lines, nonce: "other").isEmpty)
  }

  @Test func theWorkerRefusesBadArgumentsWithUsageStatus() {
    var errors: [String] = []
    let status = PatternWorker.main(
      ["--pattern", "nope", "--scenarios-json", "/nonexistent"], patterns: PatternRegistry.all,
      writeLine: { _ in }, writeError: { errors.append($0) })
    assertEqual(status, 64)
    assertEqual(errors, ["Error: Unknown pattern 'nope'"])
  }

  @Test func theReasonIsTheFatalErrorLineEvenWithABacktraceAfterIt() {
    let standardError = "Fatal error: Index out of range\nCurrent stack trace:\n0 patterns 0x1\n"
    assertEqual(WorkerLoop.reason(in: standardError), "Fatal error: Index out of range")
    assertEqual(WorkerLoop.reason(in: "one\n  two  \n\n"), "two")
    #expect(WorkerLoop.reason(in: "") == nil)
  }

  @Test func signalsAreNamed() {
    assertEqual(StreamedProcess.signalName(4), "SIGILL")
    assertEqual(StreamedProcess.signalName(11), "SIGSEGV")
    assertEqual(StreamedProcess.signalName(64), "signal 64")
  }

  @Test func runIsolatedEndToEndThroughTheCommandLine() async throws {
    let outcome = try await runPatterns(
      try patternsExecutable,
      ["run", "mvc", "--isolated", "--timeout", "100", "--filter", "Signing in shows the catalog"])
    assertEqual(outcome.ending, .exited(0))
    assertEqual(outcome.lines.last, "1 passed, 0 failed")
  }

  @Test func aTimeoutThatIsNotAPositiveWholeNumberIsAUsageError() async throws {
    let outcome = try await runPatterns(
      try patternsExecutable, ["run", "mvc", "--isolated", "--timeout", "0"])
    assertEqual(outcome.ending, .exited(64))
    #expect(
      outcome.standardError.hasPrefix(
        "Error: --timeout expects a whole number of seconds above 0, not '0'\n"))
  }

  @Test func anOverflowingGivenPriceExits65NamingItsColumn() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("huge-\(UUID().uuidString).scenario")
    try "scenario: Huge\n  given a product \"X\" priced 99999999999999999999\n"
      .write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try await runPatterns(
      try patternsExecutable, ["run", "all", "--scenarios", file.path])
    assertEqual(outcome.ending, .exited(65))
    assertEqual(
      outcome.standardError,
      "\(file.path):2:30: error: the price 99999999999999999999 is too large; "
        + "a price is at most 9223372036854775.99\n")
  }
}
