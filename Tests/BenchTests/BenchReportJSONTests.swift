import Assertions
import Foundation
import Testing
import ToolTesting

@testable import Bench

struct BenchReportJSONTests {
  static func spread(_ median: Double) -> BenchSpread {
    BenchSpread(min: median - 0.5, median: median, max: median + 0.5)
  }

  /// A report for one fake pattern, every figure given.
  static let report = BenchReport(
    settings: BenchSettings(rounds: 3, catalogSizes: [10], typedCharacters: 20, typingWindow: 5),
    isReleaseBuild: true, rawSearch: [spread(2)],
    patterns: [
      PatternFigures(
        name: fakePattern("fake").name,
        search: [SearchFigure(products: 10, milliseconds: spread(3), ratio: spread(1.5))],
        signInMilliseconds: spread(4), openEditSaveMilliseconds: spread(5),
        scenariosPerSecond: spread(600),
        memory: [ScreenMemory(screen: "login", bytes: spread(2048))],
        typing: [
          TypingFigure(
            field: "login.email", firstMicroseconds: spread(10), lastMicroseconds: spread(11),
            ratio: spread(1.25))
        ])
    ], peakResidentBytes: 1_000_000)

  @Test func everyFigureOfAFakePatternHasAStableKey() {
    let json = Self.report.json.rendered()
    let keys = json.split(separator: "\n").compactMap { line -> String? in
      guard let quote = line.firstIndex(of: "\""), line.contains("\": ") else { return nil }
      return String(line[quote...].prefix { $0 != ":" })
    }
    let unique = keys.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    assertEqual(
      unique,
      [
        "\"isReleaseBuild\"", "\"settings\"", "\"rounds\"", "\"catalogSizes\"",
        "\"typedCharacters\"", "\"typingWindow\"", "\"scenarioLimit\"", "\"searchTarget\"",
        "\"searchTargetMet\"", "\"rawSearch\"", "\"products\"", "\"milliseconds\"", "\"min\"",
        "\"median\"", "\"max\"", "\"patterns\"", "\"name\"", "\"search\"", "\"ratio\"",
        "\"meetsTarget\"", "\"signInMilliseconds\"", "\"openEditSaveMilliseconds\"",
        "\"scenariosPerSecond\"", "\"memory\"", "\"screen\"", "\"bytes\"", "\"typing\"",
        "\"field\"", "\"firstMicroseconds\"", "\"lastMicroseconds\"", "\"peakResidentBytes\"",
      ])
    #expect(json.contains("\"name\": \"fake\""))
    #expect(json.contains("\"searchTargetMet\": false"))
    #expect(json.contains("\"meetsTarget\": false"))
  }

  @Test func aWrittenReportReadsBackTheSame() throws {
    let data = Data(Self.report.json.rendered().utf8)
    try assertEqual(BenchReport(jsonData: data), Self.report)
  }

  @Test func theTextFitsOneHundredColumns() {
    let text = BenchTextReport.render(Self.report)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
    #expect(text.contains("\n  fake           10  3.00 (2.50–3.50)  1.50 (1.00–2.00)×  NOT met\n"))
  }
}
