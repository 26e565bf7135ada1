import Foundation
import Scenarios

/// One line a pattern worker writes on its standard output: the protocol between
/// `patterns run --isolated` and `patterns __worker`.
///
/// Each message is one JSON object on one line (JSON lines), in this order:
/// `{"event":"start","index":I}` before scenario I runs (I counts from 0 in the list the
/// worker was given), `{"event":"result","index":I,"durationMs":D,"result":{…}}` after it,
/// and `{"event":"done"}` once every scenario ran. `result` is a `ScenarioResult` encoded
/// with `JSONEncoder`. A line that is not a message is ignored by the parent.
nonisolated public struct WorkerMessage: Codable, Equatable, Sendable {
  /// `start`, `result` or `done`.
  public var event: String
  /// The scenario's index, for `start` and `result`.
  public var index: Int?
  /// Wall-clock milliseconds the scenario took, for `result`.
  public var durationMs: Double?
  /// How the scenario went, for `result`.
  public var result: ScenarioResult?

  /// Scenario `index` is about to run.
  public static func start(_ index: Int) -> WorkerMessage {
    WorkerMessage(event: "start", index: index)
  }

  /// Scenario `index` ran.
  public static func result(_ index: Int, _ result: ScenarioResult, durationMs: Double)
    -> WorkerMessage
  {
    WorkerMessage(event: "result", index: index, durationMs: durationMs, result: result)
  }

  /// Every scenario ran.
  public static let done = WorkerMessage(event: "done")

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

  init(event: String, index: Int? = nil, durationMs: Double? = nil, result: ScenarioResult? = nil) {
    self.event = event
    self.index = index
    self.durationMs = durationMs
    self.result = result
  }
}
