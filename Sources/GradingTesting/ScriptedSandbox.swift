import Foundation
import Processes
import Scenarios

/// For test targets (as ReactiveTesting is for Reactive): stands in for the sandbox: each
/// run's outcome is decided by `reply` from the command and the files the run would see (read through its mounts, layers first); it records every
/// command. A run may write to its report pipe, as a worker or a test run does.
public final class ScriptedSandbox: SandboxRunning, @unchecked Sendable {
  /// One run, as the sandbox was asked for it.
  public struct Call {
    /// The command.
    public var command: [String]
    /// The policy it ran under.
    public var policy: SandboxPolicy

    /// The text at `path` (from the policy's working directory) as the run sees it.
    public func read(_ path: String) -> String? {
      for mount in policy.mounts.reversed() {
        let folders: [URL]
        switch mount {
        case .writable(let url), .readOnly(let url): folders = [url]
        case .layered(_, let layers, let upper): folders = (upper.map { [$0] } ?? []) + layers
        case .channel: continue
        }
        for folder in folders {
          if let data = FileManager.default.contents(
            atPath: folder.appendingPathComponent(path).path)
          {
            return String(decoding: data, as: UTF8.self)
          }
        }
      }
      return nil
    }

    /// The report pipe, when the run has one.
    public var channel: URL? {
      for case .channel(let url) in policy.mounts { return url }
      return nil
    }

    /// The value after `option` on the command line.
    public func value(_ option: String) -> String? {
      command.firstIndex(of: option).flatMap {
        command.indices.contains($0 + 1) ? command[$0 + 1] : nil
      }
    }

    /// Writes `text` to the report pipe.
    public func report(_ text: String) {
      guard let channel, let handle = FileHandle(forWritingAtPath: channel.path) else { return }
      handle.write(Data(text.utf8))
      try? handle.close()
    }

    /// Plays a worker: each scenario from `--first` passes or fails as `decide` says (nil:
    /// passes), each message signed with the run's secret; `stop(index, scenario)` ends the
    /// worker with that outcome before the scenario's result, as a crash or a hang would.
    public func worker(
      decide: (Scenario) -> String?, stop: (Int, Scenario) -> SandboxOutcome? = { _, _ in nil },
      forge: Bool = false
    ) -> SandboxOutcome {
      let nonce = policy.environment[WorkerMessage.nonceVariable]
      let scenarios = ScenarioFiles.shared.scenarios(in: value("--scenarios-json") ?? "")
      var lines: [String] = []
      if forge { lines.append(WorkerMessage.done.line) }
      for index in (Int(value("--first") ?? "0") ?? 0)..<scenarios.count {
        lines.append(WorkerMessage.start(index).signed(nonce).line)
        if let outcome = stop(index, scenarios[index]) {
          report(lines.joined(separator: "\n") + "\n")
          return outcome
        }
        let failure = decide(scenarios[index]).map {
          ScenarioFailure(
            location: scenarios[index].location, step: "expect greeting.label text \"Hello\"",
            expected: "text \"Hello\"", seen: "text \"\($0)\"", message: "wrong", screen: "")
        }
        lines.append(
          WorkerMessage.result(index, failure: failure, durationMs: 1).signed(nonce).line)
      }
      lines.append(WorkerMessage.done.signed(nonce).line)
      report(lines.joined(separator: "\n") + "\n")
      return SandboxOutcome(ending: .exited(0))
    }

    /// Plays a Swift Testing run that reports `tests` (name → issue, nil: passes) for the
    /// suite `AppTests.GreetingTests`, ending the run unless `ends` is false.
    public func testRun(_ tests: [(String, String?)], ends: Bool = true) -> SandboxOutcome {
      testRun(ids: tests.map { ("AppTests.GreetingTests/\($0.0)", $0.1) }, ends: ends)
    }

    /// Plays a Swift Testing run that reports the tests of `ids` (a test's id as
    /// `--list-tests` prints it → its issue, nil: passes), ending the run unless `ends` is
    /// false.
    public func testRun(ids tests: [(String, String?)], ends: Bool = true) -> SandboxOutcome {
      var lines: [String] = []
      for (id, _) in tests {
        lines.append(
          #"{"kind":"test","payload":{"id":"\#(id)/G.swift:1:1","kind":"function"},"version":0}"#
        )
      }
      for (name, issue) in tests {
        let id = "\(name)/G.swift:1:1"
        lines.append(
          #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id)"},"version":0}"#)
        if let issue {
          lines.append(
            #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(id)","issue":{"isKnown":false},"messages":[{"text":"\#(issue)"}]},"version":0}"#
          )
        }
        lines.append(
          #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id)"},"version":0}"#)
      }
      if ends { lines.append(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#) }
      report(lines.joined(separator: "\n") + "\n")
      return SandboxOutcome(ending: .exited(ends ? 0 : 1))
    }
  }

  /// Whether it offers layers.
  public let supportsLayers: Bool
  public var isolation: SandboxIsolation { .namespaces }
  public var description: String { "scripted" }
  private let lock = NSLock()
  private var recorded: [[String]] = []
  /// The outcome of a run.
  public var reply: @Sendable (Call) -> SandboxOutcome

  /// A sandbox whose runs end as `reply` says.
  public init(layers: Bool = true, reply: @escaping @Sendable (Call) -> SandboxOutcome) {
    supportsLayers = layers
    self.reply = reply
  }

  /// Every command run, in order.
  public var commands: [[String]] { lock.withLock { recorded } }

  public func run(_ command: [String], policy: SandboxPolicy, timeLimit: Duration) throws
    -> SandboxOutcome
  {
    lock.withLock { recorded.append(command) }
    return reply(Call(command: command, policy: policy))
  }
}

/// The scenarios of each `--scenarios-json` file a scripted worker read, decoded once per
/// contents: a grading test's workers all read the bundled suite, and decoding it again for
/// each was a second of every `swift test`.
private final class ScenarioFiles: @unchecked Sendable {
  static let shared = ScenarioFiles()
  private let lock = NSLock()
  private var decoded: [Data: [Scenario]] = [:]

  func scenarios(in path: String) -> [Scenario] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    if let known = lock.withLock({ decoded[data] }) { return known }
    let scenarios = (try? JSONDecoder().decode([Scenario].self, from: data)) ?? []
    lock.withLock { decoded[data] = scenarios }
    return scenarios
  }
}
