import Foundation
import Testing

@testable import Processes

/// A fresh folder for one sandbox test, with the folders a policy mounts, removed at the end.
nonisolated final class SandboxFixture: Sendable {
  /// The test's own folder (outside every sandbox).
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sandbox-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// A folder `name` inside the fixture, made (with `files`: name → contents) if missing.
  func subfolder(_ name: String, files: [String: String] = [:]) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (file, contents) in files {
      try contents.write(to: url.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    return url
  }

  /// The text of `file` inside the fixture, nil when it does not exist.
  func text(_ file: String) -> String? {
    try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
  }

  /// The processes whose command line holds `marker`, other than this test process.
  static func processes(marked marker: String) -> [Int32] {
    ProcessTree.all().map(\.pid).filter { pid in
      pid != getpid() && ProcessTree.commandLine(of: pid)?.contains(marker) == true
    }
  }
}

/// Runs `script` with `sh -c` in `runner` under `policy`.
nonisolated func runShell(
  _ script: String, in runner: any SandboxRunning, policy: SandboxPolicy,
  timeLimit: Duration = .seconds(60)
) throws -> (outcome: SandboxOutcome, text: String) {
  let outcome = try runner.run(["sh", "-c", script], policy: policy, timeLimit: timeLimit)
  return (outcome, String(decoding: outcome.output, as: UTF8.self))
}

/// Why the namespace tests cannot run here, nil when they can.
nonisolated let namespacesRefused = NamespaceSandbox.machineRefusal

nonisolated extension SandboxFixture {
  /// Whether `condition` came true, looked at every 10 ms for at most 10 seconds (for what
  /// happens in other processes, outside the test's virtual time).
  static func waitFor(_ condition: () -> Bool) -> Bool {
    for _ in 0..<1000 {
      if condition() { return true }
      usleep(10_000)
    }
    return condition()
  }
}
