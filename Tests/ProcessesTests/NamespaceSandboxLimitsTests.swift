import Assertions
import Foundation
import Testing

@testable import Processes

/// The limits of a namespace sandbox, each enforced by the kernel and reported when hit.
@Suite(.enabled(if: namespacesRefused == nil, "this machine cannot make user namespaces"))
nonisolated struct NamespaceSandboxLimitsTests {
  let sandbox = NamespaceSandbox()

  func policy(_ work: URL, _ limits: SandboxLimits) -> SandboxPolicy {
    SandboxPolicy(mounts: [.writable(work)], workingDirectory: work, limits: limits)
  }

  @Test func eachProcessRunsUnderThePolicysResourceLimits() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let limits = SandboxLimits(
      cpuSeconds: 30, memoryBytes: 1 << 30, processes: 50, fileSizeBytes: 1 << 20,
      scratchBytes: 1 << 20, outputBytes: 4096)
    let (outcome, text) = try runShell(
      "grep -E '^Max (cpu time|file size|core file size|processes|address space)' "
        + "/proc/self/limits | tr -s ' ' | sed 's/ $//'; df -k /tmp | tail -n 1 | tr -s ' ' | cut -d' ' -f2",
      in: sandbox, policy: policy(work, limits))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(
      text,
      """
      Max cpu time 30 31 seconds
      Max file size 1048576 1048576 bytes
      Max core file size 0 0 bytes
      Max processes 51 51 processes
      Max address space 1073741824 1073741824 bytes
      1024

      """)
  }

  @Test func aForkBombIsStoppedByTheProcessLimitAndTheRunEnds() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let (outcome, text) = try runShell(
      "bomb() { bomb & bomb & wait; }; bomb; exit 3", in: sandbox,
      policy: policy(work, SandboxLimits(processes: 32)), timeLimit: .seconds(120))
    // 2: the script's own shell could not fork; 3: the bomb ended and the script went on.
    #expect([.exited(2), .exited(3)].contains(outcome.ending))
    assertEqual(outcome.limit, .processes)
    #expect(text.contains("Cannot fork"))
  }

  @Test func aHugeFileStopsAtTheFileSizeLimit() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let (outcome, _) = try runShell(
      "head -c 2000000000 /dev/zero > big", in: sandbox,
      policy: policy(work, SandboxLimits(fileSizeBytes: 1 << 20)))
    assertEqual(outcome.ending, .signalled(SIGXFSZ))
    assertEqual(outcome.limit, .fileSize)
    let size =
      try FileManager.default.attributesOfItem(
        atPath: work.appendingPathComponent("big").path)[.size] as? Int
    assertEqual(size, 1 << 20)
  }

  @Test func aFullPrivateTemporaryFolderIsReportedAsTheScratchLimit() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let (outcome, text) = try runShell(
      "head -c 4000000 /dev/zero > /tmp/big", in: sandbox,
      policy: policy(work, SandboxLimits(scratchBytes: 1 << 20)))
    assertEqual(outcome.ending, .exited(1))
    assertEqual(outcome.limit, .scratch)
    #expect(text.contains("No space left on device"))
  }

  @Test func cpuTimeIsLimited() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let (outcome, _) = try runShell(
      "while :; do :; done", in: sandbox, policy: policy(work, SandboxLimits(cpuSeconds: 1)))
    assertEqual(outcome.ending, .signalled(SIGXCPU))
    assertEqual(outcome.limit, .cpu)
  }

  @Test func outputPastItsLimitIsCountedAndDropped() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let (outcome, _) = try runShell(
      "head -c 5000000 /dev/zero; echo done >&2", in: sandbox,
      policy: policy(work, SandboxLimits(outputBytes: 1000)))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(outcome.output, Data(count: 1000))
    assertEqual(outcome.droppedOutputBytes, 5_000_000 - 1000 + "done\n".count)
    assertEqual(outcome.limit, .output)
  }

  @Test func endlessOutputNeitherBlocksTheRunNorFillsMemory() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let (outcome, text) = try runShell(
      "yes", in: sandbox, policy: policy(work, SandboxLimits(outputBytes: 64)),
      timeLimit: .milliseconds(500))
    assertEqual(outcome.ending, .timedOut)
    assertEqual(text, String(repeating: "y\n", count: 32))
    #expect(outcome.droppedOutputBytes > 0)
    assertEqual(outcome.limit, .output)
  }
}
