import Assertions
import Foundation
import Testing

@testable import Scenarios

/// The worker protocol's parent side: signed messages only, a new worker after a crash, a
/// stop at the time limit.
struct WorkerLoopTests {
  private let scenarios = try! ScenarioParser.parse(
    """
    scenario: One
      given signed in as "a@b.c"
    scenario: Two
      given signed in as "a@b.c"
    scenario: Three
      given signed in as "a@b.c"
    """, path: "three.scenario"
  ).scenarios

  private func passed(_ index: Int) -> WorkerMessage {
    .result(index, failure: nil, durationMs: 1)
  }

  private func summary(_ outcomes: [WorkerLoop.Outcome]) -> [String] {
    outcomes.map { $0.result.failure?.message ?? "passed" }
  }

  @Test func onlyMessagesSignedWithTheParentsSecretCount() {
    let forged = WorkerMessage.done.line
    let real = WorkerMessage.start(0).signed("s3cret").line
    let messages = WorkerMessage.messages(in: [forged, "noise", real], nonce: "s3cret")
    assertEqual(messages, [WorkerMessage.start(0).signed("s3cret")])
    assertEqual(WorkerMessage.messages(in: [forged, real], nonce: nil).count, 2)
  }

  @Test func aCrashFailsItsScenarioAndANewWorkerPlaysTheRest() {
    var firsts: [Int] = []
    let outcomes = WorkerLoop.run(scenarios, pattern: "mvp", timeLimit: .seconds(60)) {
      first, _ in
      firsts.append(first)
      if first == 0 {
        return WorkerLoop.Launch(
          messages: [.start(0), passed(0), .start(1)], ending: .signalled(4),
          standardError: "Fatal error: Index out of range\nstack…")
      }
      return WorkerLoop.Launch(
        messages: [.start(2), passed(2), .done], ending: .exited(0), standardError: "")
    }
    assertEqual(firsts, [0, 2])
    assertEqual(
      summary(outcomes),
      [
        "passed",
        "crashed (signal 4, SIGILL): Fatal error: Index out of range",
        "passed",
      ])
  }

  @Test func aWorkerThatExitsEarlyWithStatusZeroFailsTheScenarioItWasPlaying() {
    let outcomes = WorkerLoop.run(scenarios, pattern: "mvp", timeLimit: .seconds(60)) {
      first, _ in
      first == 0
        ? WorkerLoop.Launch(messages: [.start(0)], ending: .exited(0), standardError: "")
        : WorkerLoop.Launch(
          messages: [.start(1), passed(1), .start(2), passed(2), .done], ending: .exited(0),
          standardError: "")
    }
    assertEqual(
      summary(outcomes),
      [
        "the worker for mvp exited with status 0 before the end", "passed", "passed",
      ])
  }

  @Test func aHangFailsItsScenarioAndTheRestAreNotRun() {
    let outcomes = WorkerLoop.run(scenarios, pattern: "mvp", timeLimit: .seconds(2)) { _, _ in
      WorkerLoop.Launch(
        messages: [.start(0), passed(0), .start(1)], ending: .timedOut, standardError: "")
    }
    assertEqual(
      summary(outcomes),
      [
        "passed",
        "hung: still running at the time limit (2 s for pattern mvp); its worker was killed",
        "not run: pattern mvp used up its time limit of 2 s",
      ])
  }

  @Test func aWorkerThatRefusesToStartFailsEveryScenarioWithItsReason() {
    let outcomes = WorkerLoop.run(scenarios, pattern: "mvp", timeLimit: .seconds(60)) { _, _ in
      WorkerLoop.Launch(messages: [], ending: .exited(64), standardError: "Error: bad\n")
    }
    assertEqual(
      summary(outcomes),
      Array(
        repeating: "the worker for mvp exited with status 64 before the end: Error: bad", count: 3
      ))
  }

  @Test func timeLimitsReadInSeconds() {
    assertEqual(WorkerLoop.seconds(.seconds(120)), "120 s")
    assertEqual(WorkerLoop.seconds(.milliseconds(1500)), "1.5 s")
    assertEqual(WorkerLoop.seconds(.milliseconds(144_100)), "145 s")
  }
}
