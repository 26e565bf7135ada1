import Foundation

/// One line a pattern worker writes on its report channel (standard output, or the named pipe
/// given with `--report`): the protocol between the worker's parent (`patterns run
/// --isolated`, or the grader) and `patterns __worker`.
///
/// Each message is one JSON object on one line (JSON lines), in this order:
/// `{"event":"start","index":I}` before scenario I runs (I counts from 0 in the list the
/// worker was given), `{"event":"result","index":I,"durationMs":D}` after it when it passed,
/// with `"failure":{…}` (a `ScenarioFailure` encoded with `JSONEncoder`) when it failed, and
/// `{"event":"done"}` once every scenario ran. A line that is not a message is ignored by the
/// parent. The scenario itself is not sent back: the parent has it (it wrote the list), and
/// decoding each one again cost the grader more than playing it.
///
/// When the parent gives the worker a secret (`WorkerMessage.nonceVariable` in its
/// environment, which the worker reads and removes before any app code runs), every message
/// carries it as `nonce`, and the parent ignores any line without it: the code under test
/// shares the worker's process and standard output, so a line it prints is not a verdict.
nonisolated public struct WorkerMessage: Codable, Equatable, Sendable {
  /// `start`, `result` or `done`.
  public var event: String
  /// The scenario's index, for `start` and `result`.
  public var index: Int?
  /// Wall-clock milliseconds the scenario took, for `result`.
  public var durationMs: Double?
  /// Why the scenario failed, for a `result` whose scenario failed (nil: it passed).
  public var failure: ScenarioFailure?
  /// The parent's secret, when it gave one.
  public var nonce: String?

  /// The environment variable through which a parent hands the worker its secret.
  public static let nonceVariable = "PATTERNS_REPORT_NONCE"

  /// Scenario `index` is about to run.
  public static func start(_ index: Int) -> WorkerMessage {
    WorkerMessage(event: "start", index: index)
  }

  /// Scenario `index` ran, and failed with `failure` (nil: it passed).
  public static func result(_ index: Int, failure: ScenarioFailure?, durationMs: Double)
    -> WorkerMessage
  {
    WorkerMessage(event: "result", index: index, durationMs: durationMs, failure: failure)
  }

  /// Every scenario ran.
  public static let done = WorkerMessage(event: "done")

  /// The same message carrying `nonce`.
  public func signed(_ nonce: String?) -> WorkerMessage {
    var copy = self
    copy.nonce = nonce
    return copy
  }

  /// The messages among `lines` that carry `nonce` (every message, when `nonce` is nil).
  public static func messages(in lines: some Sequence<some StringProtocol>, nonce: String?)
    -> [WorkerMessage]
  {
    lines.compactMap { WorkerMessage(line: $0) }.filter { nonce == nil || $0.nonce == nonce }
  }

  /// A fresh secret for one worker (128 random bits, hexadecimal).
  public static func makeNonce() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }.joined()
  }

  /// The message as one line of JSON, without the newline.
  public var line: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding these plain values cannot fail.
    return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
  }

  /// The message a line holds, or nil when it holds none.
  public init?(line: some StringProtocol) {
    guard line.hasPrefix("{"),
      let message = try? JSONDecoder().decode(WorkerMessage.self, from: Data(line.utf8))
    else { return nil }
    self = message
  }

  init(
    event: String, index: Int? = nil, durationMs: Double? = nil, failure: ScenarioFailure? = nil
  ) {
    self.event = event
    self.index = index
    self.durationMs = durationMs
    self.failure = failure
    self.nonce = nil
  }
}
