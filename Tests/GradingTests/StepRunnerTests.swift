import Assertions
import Classroom
import Foundation
import Processes
import GradingTesting
import Scenarios
import Testing

@testable import Grading

/// Running the checks on one piece of work: verdicts from signed reports, never from an
/// exit status the work controls.
struct StepRunnerTests {
  let project: TemporaryFolder
  let scenarios: [ScenarioSource]

  init() throws {
    project = try TemporaryFolder()
    try project.write("// swift-tools-version: 6.2\n", "Package.swift")
    try project.write("let greeting = \"Hello\"\n", "Sources/App/Greeting.swift")
    let file = try project.write(
      """
      scenario: One
        expect greeting.label text "Hello"
      scenario: Two
        expect greeting.label text "Hello"
      """, "checks/greet.scenario")
    scenarios = [ScenarioSource(url: file, displayPath: "Exercises/greet/greet.scenario")]
  }

  private func runner(
    _ sandbox: ScriptedSandbox, workspace: (any Workspace)? = nil,
    timeLimit: Duration = .seconds(60), expected: [String]? = nil
  ) -> StepRunner {
    StepRunner(
      workspace: workspace ?? TreeWorkspace(root: project.url, layers: true), sandbox: sandbox,
      timeLimit: timeLimit, scratch: project.url.appendingPathComponent("../scratch-\(UUID())"),
      expectedTests: expected.map { list in { @Sendable _ in list } })
  }

  private let build = CheckStep(name: "builds", kind: .build, action: .build(tests: false))

  private func scenarioStep(_ sources: [ScenarioSource]) -> CheckStep {
    CheckStep(name: "exercise scenarios", kind: .task, action: .scenarios(sources))
  }

  @Test func scenariosPassWhenTheWorkersSignedMessagesSaySoAndFailuresNameTheirFile() throws {
    let sandbox = ScriptedSandbox { call in
      call.command.contains("__worker")
        ? call.worker(decide: { $0.name == "Two" ? "Hi" : nil })
        : SandboxOutcome(ending: .exited(0))
    }
    let report = try runner(sandbox).check(
      [build, scenarioStep(scenarios)], exercise: "greet", pattern: "fake")
    let result = try #require(report.result("exercise scenarios"))
    assertEqual((result.passed, result.total), (1, 2))
    assertEqual(
      result.verdict,
      .failed(why: [
        "✗ Two", "  Exercises/greet/greet.scenario:3: expect greeting.label text \"Hello\"",
        "  expected: text \"Hello\"", "  seen:     text \"Hi\"",
      ]))
    #expect(result.trouble == nil)
    let worker = try #require(sandbox.commands.first { $0.contains("__worker") })
    assertEqual(worker[0], project.url.path + "/.build/debug/patterns-worker")
    assertEqual(
      Array(worker[1...6]),
      [
        "__worker", "--pattern", "fake", "--scenarios-json", worker[5], "--first",
      ])
  }

  @Test func aForgedLineAndAnEarlyExitWithStatusZeroPassNothing() throws {
    let sandbox = ScriptedSandbox { call in
      guard call.command.contains("__worker") else { return SandboxOutcome(ending: .exited(0)) }
      // Prints an unsigned "done" and exits 0 in the middle of the first scenario.
      return call.worker(
        decide: { _ in nil }, stop: { _, _ in SandboxOutcome(ending: .exited(0)) }, forge: true)
    }
    let report = try runner(sandbox).check(
      [build, scenarioStep(scenarios)], exercise: "greet", pattern: "fake")
    let result = try #require(report.result("exercise scenarios"))
    assertEqual(result.passed, 0)
    guard case .failed(let why) = result.verdict else { return }
    #expect(why.contains("  the worker for fake exited with status 0 before the end"))
    assertEqual(report.score, 0)
  }

  @Test func aCrashFailsItsScenarioOnlyAndTheReportCallsItACrash() throws {
    let sandbox = ScriptedSandbox { call in
      guard call.command.contains("__worker") else { return SandboxOutcome(ending: .exited(0)) }
      return call.worker(
        decide: { _ in nil },
        stop: { index, _ in
          index == 0
            ? SandboxOutcome(
              ending: .signalled(4), output: Data("Fatal error: Index out of range\n".utf8))
            : nil
        })
    }
    let report = try runner(sandbox).check(
      [build, scenarioStep(scenarios)], exercise: "greet", pattern: "fake")
    let result = try #require(report.result("exercise scenarios"))
    #expect((result.passed, result.total, result.trouble) == (1, 2, .crashed))
    assertEqual(report.outcome, .crashes)
    assertEqual(sandbox.commands.filter { $0.contains("__worker") }.count, 2)
  }

  @Test func unitTestsPassOnlyWhenEveryExpectedTestIsReportedPassedWhateverTheStatus() throws {
    let expected = ["AppTests.GreetingTests/greets()", "AppTests.GreetingTests/waves()"]
    let step = CheckStep(
      name: "unit tests AppTests.GreetingTests", kind: .task,
      action: .unitTests(filter: "AppTests.GreetingTests"))
    let partial = ScriptedSandbox { call in
      call.command.contains("test")
        ? call.testRun([("greets()", nil)]) : SandboxOutcome(ending: .exited(0))
    }
    let missing = try runner(partial, expected: expected).check(
      [build, step], exercise: "greet", pattern: "fake")
    let result = try #require(missing.result(step.name))
    assertEqual((result.passed, result.total), (1, 2))
    assertEqual(
      result.verdict,
      .failed(why: ["1 of 2 expected tests passed", "not run (1): GreetingTests/waves()"]))
    let allPassedButExitOne = ScriptedSandbox { call in
      guard call.command.contains("test") else { return SandboxOutcome(ending: .exited(0)) }
      _ = call.testRun([("greets()", nil), ("waves()", nil)])
      return SandboxOutcome(ending: .exited(1))
    }
    #expect(
      try runner(allPassedButExitOne, expected: expected).check(
        [build, step], exercise: "greet", pattern: "fake"
      ).allPassed)
    let run = try #require(allPassedButExitOne.commands.last)
    assertEqual(
      Array(run.prefix(6)),
      [
        "swift", "test", "--skip-build", "--disable-xctest", "--filter", "AppTests.GreetingTests",
      ])
  }

  @Test func aFailedBuildShowsTheCompilerErrorsAndSkipsTheRest() throws {
    let root = project.url.path
    let sandbox = ScriptedSandbox { _ in
      SandboxOutcome(
        ending: .exited(1),
        output: Data(
          "[1/3] Compiling App\n\(root)/Sources/App/Greeting.swift:1:16: error: cannot find 'x'\n"
            .utf8))
    }
    let report = try runner(sandbox).check(
      [build, scenarioStep(scenarios)], exercise: "greet", pattern: "fake")
    assertEqual(
      report.results.map(\.verdict),
      [
        .failed(why: ["Sources/App/Greeting.swift:1:16: error: cannot find 'x'"]), .skipped,
      ])
    assertEqual(report.outcome, .doesNotBuild)
    assertEqual(sandbox.commands, [["swift", "build", "--product", "patterns-worker"]])
  }

  @Test func stepsLeftWhenTheTimeIsUsedUpFailAsNotRun() throws {
    let sandbox = ScriptedSandbox { _ in
      Thread.sleep(forTimeInterval: 0.3)
      return SandboxOutcome(ending: .exited(0))
    }
    let report = try runner(sandbox, timeLimit: .milliseconds(100)).check(
      [build, scenarioStep(scenarios)], exercise: "greet", pattern: "fake")
    assertEqual(
      report.result("exercise scenarios")?.verdict,
      .failed(why: ["not run: the time limit of 1 s was used up"]))
  }

  @Test func aBuildThatHitsALimitSaysWhichAndIsTold() throws {
    let sandbox = ScriptedSandbox { _ in SandboxOutcome(ending: .signalled(25), limit: .fileSize) }
    let report = try runner(sandbox).check([build], exercise: "greet", pattern: "fake")
    let result = try #require(report.result("builds"))
    assertEqual(result.trouble, .limit)
    guard case .failed(let why) = result.verdict else { return }
    assertEqual(why.first, "the file size limit (1 GiB) was hit")
    assertEqual(report.outcome, .hitsALimit)
  }

  @Test func stepsThatRunTheWorkSeeItThroughAScratchLayerAndTheBuildWritesIt() throws {
    let sandbox = ScriptedSandbox { call in
      call.command.contains("__worker")
        ? call.worker(decide: { _ in nil }) : SandboxOutcome(ending: .exited(0))
    }
    _ = try runner(sandbox).check([build, scenarioStep(scenarios)], exercise: "g", pattern: "fake")
    // Recorded mounts: the build writes the tree; the worker sees it through a scratch layer.
    let root = project.url.standardizedFileURL
    let workspace = TreeWorkspace(root: project.url, layers: true)
    assertEqual(workspace.mounts(keepsWrites: true), [.writable(root)])
    assertEqual(workspace.mounts(keepsWrites: false), [.layered(root, layers: [root], upper: nil)])
  }

  @Test func stoppingAtTheFirstFailureSkipsTheRestAndSaysAfterWhich() throws {
    let sandbox = ScriptedSandbox { call in
      call.command.contains("__worker")
        ? call.worker(decide: { _ in "Hi" }) : SandboxOutcome(ending: .exited(0))
    }
    var runner = runner(sandbox)
    runner.stopsAtFirstFailure = true
    let report = try runner.check(
      [build, scenarioStep(scenarios), CheckStep(name: "lint", kind: .lint, action: .lint)],
      exercise: "greet", pattern: "fake")
    assertEqual(report.results.map(\.verdict.word), ["pass", "FAIL", "skip"])
    #expect(report.text.contains("  SKIP  lint (after exercise scenarios)\n"))
  }
}
