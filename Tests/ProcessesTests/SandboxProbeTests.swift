import Assertions
import Foundation
import Testing

@testable import Processes

/// The probe, the limits a run reports and the words of a setup error.
nonisolated struct SandboxProbeTests {
  @Test(.enabled(if: namespacesRefused == nil, "this machine cannot make user namespaces"))
  func whereUserNamespacesWorkTheProbeChoosesTheNamespaceSandbox() {
    let probe = SandboxProbe.current
    assertEqual(probe.runner.isolation, .namespaces)
    #expect(probe.summary.hasPrefix("sandbox: namespaces (user, mount, PID, network, IPC, UTS)"))
  }

  @Test func theLimitARunHitIsToldFromItsSignalItsWordsAndItsOutput() {
    typealias Limit = SandboxOutcome.Limit
    let failed = SandboxOutcome.Ending.exited(1)
    func inferred(_ ending: SandboxOutcome.Ending, _ text: String = "", dropped: Int = 0)
      -> Limit?
    {
      Limit.inferred(ending: ending, output: Data(text.utf8), droppedOutputBytes: dropped)
    }
    assertEqual(inferred(.signalled(SIGXCPU)), .cpu)
    assertEqual(inferred(.signalled(SIGXFSZ)), .fileSize)
    assertEqual(inferred(failed, "swift-frontend: Cannot allocate memory"), .memory)
    assertEqual(inferred(failed, "sh: 0: Cannot fork"), .processes)
    assertEqual(inferred(failed, "write error: No space left on device"), .scratch)
    assertEqual(inferred(failed, dropped: 1), .output)
    #expect(inferred(.exited(0), "Cannot fork") == nil)
    #expect(inferred(.timedOut) == nil)
    assertEqual(
      Limit.inferred(
        ending: failed, output: Data(), droppedOutputBytes: 0, processLimitHit: true), .processes)
  }

  @Test func aSetupErrorNamesTheStepTheReasonAndTheRemedy() {
    let error = NamespaceSandbox.setupError(
      """
      patterns-sandbox: init 42
      mount: /srv/slot: permission denied.
             dmesg(1) may have more information after failed mount system call.
      patterns-sandbox: failed: mounting /srv/slot (rw)
      """, status: 125)
    assertEqual(
      error.description,
      "the sandbox could not be set up: mounting /srv/slot (rw): "
        + "mount: /srv/slot: permission denied.. "
        + "Check that the path exists and that the grader's user may read it")
  }

  @Test func aLauncherThatFailedIsBlamedOnTheNamespaces() {
    let error = NamespaceSandbox.setupError(
      "unshare: unshare failed: Operation not permitted\n", status: 1)
    assertEqual(error.step, "making the namespaces (unshare)")
    assertEqual(error.reason, "unshare: unshare failed: Operation not permitted")
    #expect(
      error.remedy.hasSuffix("; or grade with --no-sandbox, on a machine you can afford to lose"))
  }

  @Test func theUlimitWrapperSetsTheLimitsThenRunsTheCommand() throws {
    let limits = SandboxLimits(cpuSeconds: 9, memoryBytes: 1 << 30, fileSizeBytes: 1 << 20)
    let outcome = try StreamedProcess.run(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", limits.ulimitScript, "sh", "sh", "-c",
        "ulimit -S -t; ulimit -H -t; ulimit -f; ulimit -v; ulimit -c",
      ],
      timeLimit: .seconds(60))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(outcome.lines, ["9", "10", "2048", "1048576", "0"])
  }
}
