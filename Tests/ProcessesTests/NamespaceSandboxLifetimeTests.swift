import Assertions
import Foundation
import Testing

@testable import Processes

/// No process a sandboxed command starts outlives its run, however it hides.
@Suite(.enabled(if: namespacesRefused == nil, "this machine cannot make user namespaces"))
nonisolated struct NamespaceSandboxLifetimeTests {
  let sandbox = NamespaceSandbox()

  /// A script that leaves four processes behind whose command lines hold `marker` (in the
  /// background, in a session of their own, after a double fork, under `nohup`), waits until
  /// all four run and says so, then runs `rest`. The script's own text, and `grep`'s, hold the
  /// marker only cut in two or as a pattern, so that only the four carry it whole.
  static func leavingProcessesBehind(_ marker: String, then rest: String) -> String {
    let (head, tail) = (marker.prefix(4), marker.dropFirst(4))
    let pattern = "[\(marker.prefix(1))]\(marker.dropFirst())"
    let sleeper = "sh -c 'sleep 1000; true' \"$m\""
    return """
      m=\(head); m="${m}\(tail)"
      \(sleeper) &
      setsid \(sleeper) &
      ( \(sleeper) & )
      nohup \(sleeper) >/dev/null 2>&1 &
      n=0; while [ "$n" -lt 4 ]; do n=$(grep -l '\(pattern)' /proc/[0-9]*/cmdline 2>/dev/null | wc -l); done
      echo started
      \(rest)
      """
  }

  @Test func processesLeftBehindAreGoneWhenTheCommandEnds() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let marker = "left-behind-\(UUID().uuidString)"
    let (outcome, text) = try runShell(
      Self.leavingProcessesBehind(marker, then: "exit 0"), in: sandbox,
      policy: SandboxPolicy(mounts: [.writable(work)], workingDirectory: work))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(text, "started\n")
    assertEqual(SandboxFixture.processes(marked: marker), [])
  }

  @Test func processesLeftBehindAreGoneWhenTheTimeLimitEndsTheRun() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let marker = "timed-out-\(UUID().uuidString)"
    let (outcome, text) = try runShell(
      Self.leavingProcessesBehind(marker, then: "exec sleep 1000"), in: sandbox,
      policy: SandboxPolicy(mounts: [.writable(work)], workingDirectory: work),
      timeLimit: .seconds(1))
    assertEqual(outcome.ending, .timedOut)
    assertEqual(text, "started\n")
    assertEqual(SandboxFixture.processes(marked: marker), [])
  }

  @Test func theSandboxDiesWithItsCaller() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let marker = "orphaned-\(UUID().uuidString)"
    let plan = try NamespaceSandbox.Plan(
      command: ["sh", "-c", "sleep 1000; true", marker],
      policy: SandboxPolicy(mounts: [.writable(work)], workingDirectory: work),
      supportsLayers: true)
    defer { plan.cleanUp() }
    // The caller: a shell that starts the sandbox as the grader does, then is killed.
    let caller = Process()
    caller.executableURL = URL(fileURLWithPath: "/bin/sh")
    caller.arguments =
      ["-c", "\"$@\" & wait", "caller", plan.process.executable.path] + plan.process.arguments
    caller.environment = plan.process.environment
    caller.standardOutput = FileHandle.nullDevice
    caller.standardError = FileHandle.nullDevice
    try caller.run()
    let sandboxed = SandboxFixture.waitFor { SandboxFixture.processes(marked: marker).count >= 4 }
    kill(caller.processIdentifier, SIGKILL)
    caller.waitUntilExit()
    let gone = SandboxFixture.waitFor { SandboxFixture.processes(marked: marker).isEmpty }
    #expect(sandboxed)
    #expect(gone)
  }
}
