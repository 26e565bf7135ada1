import Assertions
import Foundation
import Testing

@testable import Processes

/// Without a sandbox (`--no-sandbox`): the policy's environment, working directory, time and
/// output limits still hold, and the processes a command leaves are killed.
nonisolated struct UnsandboxedRunnerTests {
  let runner = UnsandboxedRunner()

  @Test func theCommandSeesOnlyThePolicysEnvironmentAndPrivateFolders() throws {
    setenv("PATTERNS_TEST_TEACHER_SECRET", "hunter2", 1)
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let (outcome, text) = try runShell(
      "pwd; echo \"$GREETING\"; echo \"${PATTERNS_TEST_TEACHER_SECRET-absent}\"; "
        + "test -d \"$HOME\" && test -d \"$TMPDIR\" && echo private; env | cut -d= -f1 | sort",
      in: runner,
      policy: SandboxPolicy(
        mounts: [.writable(work)], workingDirectory: work, environment: ["GREETING": "hello"]))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(
      text,
      "\(work.path)\nhello\nabsent\nprivate\n"
        + "GREETING\nHOME\nPATH\nPATTERNS_RUN\nPWD\nTMPDIR\n")
  }

  @Test func theTimeLimitKillsTheCommandAndWhatItLeftBehind() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let marker = "unsandboxed-\(UUID().uuidString)"
    let (outcome, text) = try runShell(
      NamespaceSandboxLifetimeTests.leavingProcessesBehind(marker, then: "exec sleep 1000"),
      in: runner, policy: SandboxPolicy(mounts: [.writable(work)], workingDirectory: work),
      timeLimit: .seconds(1))
    assertEqual(outcome.ending, .timedOut)
    #expect(text.hasPrefix("started\n"))  // then, maybe, a shell's "Killed"
    assertEqual(SandboxFixture.processes(marked: marker), [])
  }

  @Test func whatACommandLeftBehindIsKilledWhenItEnds() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let marker = "unsandboxed-end-\(UUID().uuidString)"
    let (outcome, _) = try runShell(
      NamespaceSandboxLifetimeTests.leavingProcessesBehind(marker, then: "exit 4"),
      in: runner, policy: SandboxPolicy(mounts: [.writable(work)], workingDirectory: work))
    assertEqual(outcome.ending, .exited(4))
    assertEqual(SandboxFixture.processes(marked: marker), [])
  }

  @Test func outputPastItsLimitIsCountedAndDropped() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let (outcome, _) = try runShell(
      "head -c 100000 /dev/zero", in: runner,
      policy: SandboxPolicy(
        mounts: [], workingDirectory: work, limits: SandboxLimits(outputBytes: 10)))
    assertEqual(outcome.output, Data(count: 10))
    assertEqual(outcome.droppedOutputBytes, 99_990)
    assertEqual(outcome.limit, .output)
  }

  @Test func layersAndMissingMountsAreRefused() throws {
    let fixture = try SandboxFixture()
    let missing = fixture.folder.appendingPathComponent("missing")
    #expect(!runner.supportsLayers)
    for mount in [
      SandboxPolicy.Mount.layered(fixture.folder, layers: [fixture.folder], upper: nil),
      .readOnly(missing),
    ] {
      #expect(throws: SandboxError.self) {
        try runner.run(
          ["true"], policy: SandboxPolicy(mounts: [mount], workingDirectory: fixture.folder),
          timeLimit: .seconds(60))
      }
    }
  }
}
