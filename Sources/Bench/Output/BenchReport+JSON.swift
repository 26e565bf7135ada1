import Formats
import Foundation

/// The machine-readable benchmark, documented in Docs/Performance.md. Keys come in this order
/// and never change; times are milliseconds (`…Milliseconds`, `milliseconds`) or
/// microseconds (`…Microseconds`), every spread is `{"min","median","max"}`.
extension BenchReport: Decodable {
  /// The report as JSON.
  public var json: JSONValue {
    .object([
      ("isReleaseBuild", .bool(isReleaseBuild)),
      ("settings", settings.json),
      ("searchTarget", .double(Self.searchTarget)),
      ("searchTargetMet", .bool(searchTargetMet)),
      (
        "rawSearch",
        .array(
          zip(settings.catalogSizes, rawSearch).map { size, spread in
            .object([("products", .int(size)), ("milliseconds", spread.json)])
          })
      ),
      ("patterns", .array(patterns.map(\.json))),
      ("peakResidentBytes", peakResidentBytes.map(JSONValue.int) ?? .null),
    ])
  }

  /// Reads a report written by `patterns bench --format json`.
  public init(jsonData: Data) throws {
    self = try JSONDecoder().decode(BenchReport.self, from: jsonData)
  }

  private enum CodingKeys: String, CodingKey {
    case isReleaseBuild, settings, rawSearch, patterns, peakResidentBytes
  }

  private struct RawSearch: Decodable {
    var milliseconds: BenchSpread
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      settings: try container.decode(BenchSettings.self, forKey: .settings),
      isReleaseBuild: try container.decode(Bool.self, forKey: .isReleaseBuild),
      rawSearch: try container.decode([RawSearch].self, forKey: .rawSearch).map(\.milliseconds),
      patterns: try container.decode([PatternFigures].self, forKey: .patterns),
      peakResidentBytes: try container.decodeIfPresent(Int.self, forKey: .peakResidentBytes))
  }
}

extension BenchSettings {
  var json: JSONValue {
    .object([
      ("rounds", .int(rounds)),
      ("catalogSizes", .array(catalogSizes.map(JSONValue.int))),
      ("typedCharacters", .int(typedCharacters)),
      ("typingWindow", .int(typingWindow)),
      ("scenarioLimit", scenarioLimit.map(JSONValue.int) ?? .null),
    ])
  }
}

extension BenchSpread {
  var json: JSONValue {
    .object([("min", .double(min)), ("median", .double(median)), ("max", .double(max))])
  }
}

extension PatternFigures {
  var json: JSONValue {
    .object([
      ("name", .string(name)),
      (
        "search",
        .array(
          search.map { figure in
            .object([
              ("products", .int(figure.products)), ("milliseconds", figure.milliseconds.json),
              ("ratio", figure.ratio.json), ("meetsTarget", .bool(figure.meetsTarget)),
            ])
          })
      ),
      ("signInMilliseconds", signInMilliseconds.json),
      ("openEditSaveMilliseconds", openEditSaveMilliseconds.json),
      ("scenariosPerSecond", scenariosPerSecond.json),
      (
        "memory",
        .array(
          memory.map { .object([("screen", .string($0.screen)), ("bytes", $0.bytes.json)]) })
      ),
      (
        "typing",
        .array(
          typing.map { figure in
            .object([
              ("field", .string(figure.field)),
              ("firstMicroseconds", figure.firstMicroseconds.json),
              ("lastMicroseconds", figure.lastMicroseconds.json), ("ratio", figure.ratio.json),
            ])
          })
      ),
    ])
  }
}
