import Foundation
import Testing

@testable import Processes

/// The sandbox's own cost: the median wall time of `true` run 50 times directly, in the
/// namespace sandbox, and in it over an overlay layer. A benchmark, not a check: it runs only
/// when asked, and prints its figures:
///
///     PATTERNS_SANDBOX_OVERHEAD=1 swift test --filter SandboxOverheadBenchmark
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["PATTERNS_SANDBOX_OVERHEAD"] != nil),
  .serialized)
nonisolated struct SandboxOverheadBenchmark {
  static let runs = 50

  /// The median of `runs` timings of `body`, in milliseconds.
  func median(_ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<Self.runs {
      let start = ContinuousClock.now
      try body()
      let elapsed = ContinuousClock.now - start
      times.append(
        Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    return times.sorted()[times.count / 2]
  }

  @Test func trueDirectlyAndInTheSandbox() throws {
    let fixture = try SandboxFixture()
    let work = try fixture.subfolder("work")
    let upper = fixture.folder.appendingPathComponent("upper")
    let view = fixture.folder.appendingPathComponent("view")
    let direct = SupervisedProcess(
      executable: URL(fileURLWithPath: SandboxHost.tool("true") ?? "/bin/true"), arguments: [],
      environment: [:], outputLimit: 1 << 20)
    let directly = try median {
      _ = try direct.run(timeLimit: .seconds(60), stop: { pid, _ in kill(pid, SIGKILL) })
    }
    let sandbox = NamespaceSandbox()
    let sandboxed = try median {
      _ = try sandbox.run(
        ["true"], policy: SandboxPolicy(mounts: [.writable(work)], workingDirectory: work),
        timeLimit: .seconds(60))
    }
    let layered = try median {
      _ = try sandbox.run(
        ["true"],
        policy: SandboxPolicy(
          mounts: [.layered(view, layers: [work], upper: upper)], workingDirectory: view),
        timeLimit: .seconds(60))
    }
    let unsandboxed = try median {
      _ = try UnsandboxedRunner().run(
        ["true"], policy: SandboxPolicy(mounts: [.writable(work)], workingDirectory: work),
        timeLimit: .seconds(60))
    }
    print(
      String(
        format: "true, median of %d: directly %.1f ms, namespace sandbox %.1f ms (+%.1f), "
          + "over a layer %.1f ms (+%.1f), unsandboxed runner %.1f ms",
        Self.runs, directly, sandboxed, sandboxed - directly, layered, layered - directly,
        unsandboxed))
    #expect(sandboxed > 0)
  }
}
