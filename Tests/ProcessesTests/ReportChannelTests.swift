import Assertions
import Foundation
import Testing

@testable import Processes

/// A report leaves the sandbox through a named pipe: delivered whole, never blocking.
@Suite(.enabled(if: namespacesRefused == nil, "this machine cannot make user namespaces"))
nonisolated struct ReportChannelTests {
  let sandbox = NamespaceSandbox()

  @Test func theChannelDeliversWhatTheSandboxedProcessWrote() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let reports = try fixture.subfolder("reports", files: ["grades.json": "{}"])
    let channel = try ReportChannel(in: reports)
    let (outcome, text) = try runShell(
      "echo '{\"passed\":3}' > \(channel.url.path); test -e \(reports.path)/grades.json || echo unseen",
      in: sandbox,
      policy: SandboxPolicy(mounts: [.writable(work), channel.mount], workingDirectory: work))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(text, "unseen\n")
    assertEqual(channel.finish(), Data("{\"passed\":3}\n".utf8))
    #expect(!FileManager.default.fileExists(atPath: channel.url.path))
  }

  @Test func aChannelNobodyOpensBlocksNeitherTheRunNorTheCaller() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let channel = try ReportChannel(in: try fixture.subfolder("reports"))
    let outcome = try sandbox.run(
      ["true"],
      policy: SandboxPolicy(mounts: [.writable(work), channel.mount], workingDirectory: work),
      timeLimit: .seconds(60))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(channel.finish(), Data())
  }

  @Test func aChannelKeepsItsLimitAndCountsTheRest() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let channel = try ReportChannel(in: try fixture.subfolder("reports"), limit: 100)
    let (outcome, _) = try runShell(
      "head -c 1000000 /dev/zero > \(channel.url.path)", in: sandbox,
      policy: SandboxPolicy(mounts: [.writable(work), channel.mount], workingDirectory: work))
    assertEqual(outcome.ending, .exited(0))
    assertEqual(channel.finish(), Data(count: 100))
    assertEqual(channel.droppedBytes, 1_000_000 - 100)
  }

  @Test func aWriterThatEscapedTheRunDoesNotHoldTheCallerPastTheGrace() throws {
    let fixture = try SandboxFixture()
    let channel = try ReportChannel(in: try fixture.subfolder("reports"))
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = ["-c", "echo early; exec sleep 1000", "writer"]
    writer.standardOutput = try FileHandle(forWritingTo: channel.url)
    try writer.run()
    defer { kill(writer.processIdentifier, SIGKILL) }
    assertEqual(channel.finish(grace: .milliseconds(500)), Data("early\n".utf8))
  }
}
