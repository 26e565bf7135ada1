import Foundation

/// What a Swift Testing run reported through its event stream (`--event-stream-output-path`,
/// version 0: one JSON record per line), which the grader reads from a pipe outside the
/// sandbox: the tests declared, each test's end and its issues, and whether the run ended.
///
/// Test ids are written without their source location (`MVPTests.LoginPresenterTests/x()`),
/// as `--list-tests` prints them.
nonisolated public struct TestEventStream: Hashable, Sendable {
  /// How one test went.
  public struct Test: Hashable, Sendable {
    /// Whether it ended (a crash or a hang stops a run before some tests end).
    public var ended = false
    /// Whether it was skipped.
    public var skipped = false
    /// Its issues that were not known issues: `Expectation failed: … (LoginTests.swift:12)`.
    public var issues: [String] = []

    /// Whether it ended without an issue.
    public var passed: Bool { ended && !skipped && issues.isEmpty }
  }

  /// The test functions declared to the run, in order.
  public private(set) var declared: [String] = []
  /// Each test that started, by id.
  public private(set) var tests: [String: Test] = [:]
  /// Whether the run reported its end.
  public private(set) var runEnded = false

  /// Reads the records in `data`; lines that are not records are skipped.
  public init(_ data: Data) {
    for line in data.split(separator: UInt8(ascii: "\n")) {
      guard let record = try? JSONDecoder().decode(Record.self, from: Data(line)) else { continue }
      read(record)
    }
  }

  /// The ids among `ids` that the run reports as passed.
  public func passed(among ids: [String]) -> [String] { ids.filter { tests[$0]?.passed == true } }

  /// `MVPTests.Suite/test()` from `MVPTests.Suite/test()/Suite.swift:12:4`.
  public static func id(_ testID: String) -> String {
    guard let slash = testID.lastIndex(of: "/"),
      testID[testID.index(after: slash)...].firstMatch(of: /^[^\/]+\.swift:\d+:\d+$/) != nil
    else { return testID }
    return String(testID[..<slash])
  }

  private mutating func read(_ record: Record) {
    let payload = record.payload
    switch record.kind {
    case "test" where payload.kind == "function":
      if let id = payload.id { declared.append(Self.id(id)) }
    case "event":
      guard let kind = payload.kind else { return }
      if kind == "runEnded" { runEnded = true }
      guard let testID = payload.testID else { return }
      let id = Self.id(testID)
      switch kind {
      case "testStarted": tests[id] = tests[id] ?? Test()
      case "testEnded": tests[id, default: Test()].ended = true
      case "testSkipped":
        tests[id, default: Test()].skipped = true
        tests[id, default: Test()].ended = true
      case "issueRecorded" where payload.issue?.isKnown != true:
        let text = payload.messages?.map(\.text).joined(separator: " ") ?? "an issue"
        let place = payload.issue?.sourceLocation.map {
          " (\($0.fileID.split(separator: "/").last ?? ""):\($0.line))"
        }
        tests[id, default: Test()].issues.append(text + (place ?? ""))
      default: break
      }
    default: break
    }
  }

  /// One record, as far as the grader reads it.
  private struct Record: Decodable {
    var kind: String
    var payload: Payload
  }

  private struct Payload: Decodable {
    var kind: String?
    var id: String?
    var testID: String?
    var messages: [Message]?
    var issue: Issue?
  }

  private struct Message: Decodable {
    var text: String
  }

  private struct Issue: Decodable {
    var isKnown: Bool?
    var sourceLocation: Location?
  }

  private struct Location: Decodable {
    var fileID: String
    var line: Int
  }
}
