import Assertions
import Testing

@testable import Tracing

/// The trace diagrams size their lanes from their names and cut a label only where its room
/// ends, counting wide characters wider.
struct TraceHTMLTests {
  @Test func aLabelThatFitsIsKeptWhole() {
    assertEqual(TraceHTML.clipped("run #1", toWidth: 100), "run #1")
  }

  @Test func aLongLabelIsCutWhereItsRoomEndsWithAnEllipsis() {
    // 12 px for "…", 7 px a lower-case letter: "observ" is 42 + 12 = 54 px; one more is 61.
    assertEqual(TraceHTML.clipped("observe → share", toWidth: 60), "observ…")
    #expect(TraceHTML.width(of: "observ") + 12 <= 60)
    // The first character stays however narrow the room.
    assertEqual(TraceHTML.clipped("observe", toWidth: 5), "o…")
  }

  @Test func capitalsAndCharactersBeyondASCIICountWider() {
    assertEqual(TraceHTML.width(of: "a"), 7)
    assertEqual(TraceHTML.width(of: "A"), 8.6)
    assertEqual(TraceHTML.width(of: "→"), 12)
    let capitalLetterAndWide: Double = 8.6 + 7 + 12
    assertEqual(TraceHTML.width(of: "Ngô"), capitalLetterAndWide)
  }

  @Test func aLaneIsAsWideAsItsBoldNameAndAtLeast140Pixels() {
    assertEqual(TraceHTML.laneWidth(TraceLane(name: "User", kind: .user)), 140)
    let controller = TraceLane(name: "LoginViewController", kind: .pattern, role: "Views")
    // 3 capitals and 16 lower-case letters, 10 % more in bold, and 24 px of margin.
    let name = (3 * 8.6 + 16 * 7) * 1.1
    assertEqual(TraceHTML.laneWidth(controller), Int(name.rounded(.up)) + 24)
  }
}
