import Assertions
import Foundation
import Testing

@testable import Processes

/// What a command in a namespace sandbox can see and change.
@Suite(.enabled(if: namespacesRefused == nil, "this machine cannot make user namespaces"))
nonisolated struct NamespaceSandboxTests {
  let sandbox = NamespaceSandbox()

  @Test func writesOutsideTheWritableMountsFailOrStayInsideTheSandbox() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let readOnly = try fixture.subfolder("read-only", files: ["kept": "kept\n"])
    let hostTemporary = fixture.folder.appendingPathComponent("escaped").path
    let targets = ["/escaped", "/usr/escaped", "/etc/escaped", "\(readOnly.path)/kept"]
    let script =
      targets.map { "if echo x 2>/dev/null > \($0); then echo wrote; else echo refused; fi" }
      .joined(separator: "; ")
      // /proc is read-only (its sysrq-trigger could reboot the machine for a root caller).
      + "; [ -w /proc/sysrq-trigger ] || [ -w /proc/sys/kernel/hostname ] || echo refused"
      + "; echo x > \(hostTemporary) && echo x > \(work.path)/made"
    let (outcome, text) = try runShell(
      script, in: sandbox,
      policy: SandboxPolicy(mounts: [.writable(work), .readOnly(readOnly)], workingDirectory: work))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(text, String(repeating: "refused\n", count: 5))
    assertEqual(fixture.text("read-only/kept"), "kept\n")
    #expect(fixture.text("escaped") == nil)
    assertEqual(fixture.text("work/made"), "x\n")
  }

  @Test func theCallersHomeAndTheFoldersNotMountedAreInvisible() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let secret = try fixture.subfolder("other-slot", files: ["answer": "42\n"])
    let home = FileManager.default.homeDirectoryForCurrentUser.path
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    let script =
      [secret.path, "\(secret.path)/answer", home, repository, "/sys", "/root"]
      .map { "test -e \($0) && echo seen || echo unseen" }.joined(separator: "; ")
      // Not a byte of the password hashes: hidden from a root caller, unreadable to others.
      + "; head -c 1 /etc/shadow 2>/dev/null | wc -c"
    let (outcome, text) = try runShell(
      script, in: sandbox, policy: SandboxPolicy(mounts: [.writable(work)], workingDirectory: work))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(text, String(repeating: "unseen\n", count: 6) + "0\n")
  }

  @Test func theEnvironmentHoldsOnlyWhatThePolicyGivesAndThePrivateFolders() throws {
    setenv("PATTERNS_TEST_TEACHER_SECRET", "hunter2", 1)
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let outcome = try sandbox.run(
      ["env"],
      policy: SandboxPolicy(
        mounts: [.writable(work)], workingDirectory: work,
        environment: ["GREETING": "hello", "PATH": "/usr/bin:/bin"]),
      timeLimit: .seconds(60))
    assertEqual(outcome.ending, .exited(0))
    let lines = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n").sorted()
    assertEqual(lines, ["GREETING=hello", "HOME=/tmp/home", "PATH=/usr/bin:/bin", "TMPDIR=/tmp"])
  }

  @Test func thereIsNoNetworkButALoopbackThatIsDown() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let (outcome, text) = try runShell(
      "tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '; tail -n +2 /proc/net/route | wc -l;"
        + " cat /proc/net/if_inet6 | wc -l",
      in: sandbox, policy: SandboxPolicy(mounts: [.writable(work)], workingDirectory: work))
    assertEqual(outcome.ending, .exited(0))
    // Only `lo`, no route, no address (a loopback that is up has ::1).
    assertEqual(text, "lo\n0\n0\n")
  }

  @Test func theCommandHoldsNoCapabilityAndCannotMountOrNestNamespaces() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let (outcome, text) = try runShell(
      "grep -E '^Cap(Eff|Prm|Bnd)' /proc/self/status | tr -d '\\t'; "
        + "mount -t tmpfs none /tmp 2>/dev/null && echo mounted || echo not-mounted; "
        + "unshare -U true 2>/dev/null && echo nested || echo not-nested; "
        + "[ $$ -ne 1 ] && echo not-init",
      in: sandbox, policy: SandboxPolicy(mounts: [.writable(work)], workingDirectory: work))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(
      text,
      "CapPrm:0000000000000000\nCapEff:0000000000000000\nCapBnd:0000000000000000\n"
        + "not-mounted\nnot-nested\nnot-init\n")
  }

  @Test func anExitStatusAndASignalAreToldApart() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let policy = SandboxPolicy(mounts: [.writable(work)], workingDirectory: work)
    try assertEqual(runShell("exit 7", in: sandbox, policy: policy).outcome.ending, .exited(7))
    try assertEqual(
      runShell("kill -SEGV $$", in: sandbox, policy: policy).outcome.ending, .signalled(11))
    try assertEqual(
      sandbox.run(["no-such-program"], policy: policy, timeLimit: .seconds(60)).ending, .exited(127)
    )
  }

  @Test func aMountThatDoesNotExistThrowsSayingWhichAndWhatToDo() throws {
    let fixture = try SandboxFixture()
    let missing = fixture.folder.appendingPathComponent("missing")
    #expect {
      try sandbox.run(
        ["true"], policy: SandboxPolicy(mounts: [.readOnly(missing)], workingDirectory: missing),
        timeLimit: .seconds(60))
    } throws: { error in
      (error as? SandboxError)
        == SandboxError(
          step: "checking a read-only mount \(missing.path)", reason: "no such file or folder",
          remedy: "Fix the policy: its paths must be absolute and exist before the run")
    }
  }

  @Test func aWorkingDirectoryOutsideTheMountsThrowsFromTheInitsStep() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let elsewhere = try fixture.subfolder("elsewhere")
    #expect {
      try sandbox.run(
        ["true"], policy: SandboxPolicy(mounts: [.writable(work)], workingDirectory: elsewhere),
        timeLimit: .seconds(60))
    } throws: { error in
      let error = error as? SandboxError
      return error?.step == "entering the working directory \(elsewhere.path)"
        && error?.remedy == "The working directory must be one of the policy's mounts or inside one"
    }
  }
}
