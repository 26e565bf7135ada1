import Assertions
import Foundation
import Testing

@testable import Processes

struct SystemProcessesTests {
  private let shell = URL(fileURLWithPath: "/bin/sh")

  @Test func aProcessPastItsTimeLimitIsKilledWithTheProcessesItStarted() throws {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("timed-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let outcome = try SystemProcesses().run(
      shell, ["-c", "sleep 600 & echo started; wait"], log: log, timeLimit: .milliseconds(300))
    #expect(outcome.timedOut)
    #expect(outcome.signal == nil)
    #expect(outcome.status != 0)
  }

  @Test func aProcessASignalEndedSaysWhichSignal() throws {
    let outcome = try SystemProcesses().run(
      shell, ["-c", "kill -SEGV $$"], log: nil, timeLimit: .seconds(600))
    assertEqual(outcome.signal, 11)
    #expect(!outcome.timedOut)
  }

  @Test func withoutALimitTheOutputIsCapturedAsBefore() throws {
    let outcome = try SystemProcesses().run(shell, ["-c", "echo hello; exit 3"], log: nil)
    assertEqual(outcome, ProcessOutcome(status: 3, output: Data("hello\n".utf8)))
  }
}
