import Assertions
import Testing

@testable import Scenarios

/// The parser cuts files into lines by scalar and reads ASCII lines by byte (for speed); these
/// check that it finds exactly what reading by character finds.
struct ScenarioParserLinesTests {
  /// Every text of up to 3 pieces from pieces that reach each branch: each newline scalar,
  /// CR LF, a lone CR, blanks (ASCII and not), a decomposed accent, a combining mark after a
  /// newline, and plain letters.
  static let texts = strings(
    of: [
      "a", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
      "\u{A0}", "e\u{301}", "\u{301}", "\"",
    ], upTo: 3)

  @Test func linesAreWhatSplittingAtNewlineCharactersGivesAndSayWhichAreASCII() {
    for text in Self.texts {
      let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      let lines = ScenarioParser.lines(of: text)
      assertEqual(lines.map(\.text), expected, "\(text.debugDescription)")
      assertEqual(
        lines.map(\.isASCII), expected.map { $0.utf8.allSatisfy { $0 < 0x80 } },
        "\(text.debugDescription)")
    }
  }

  @Test func trimmingDropsWhatIsWhitespaceByCharacterAndCountsTheIndentation() {
    for text in Self.texts {
      let line = Substring(text)
      let indentation = line.prefix { $0.isWhitespace }.count
      let rest = line.dropFirst(indentation)
      let expected = String(rest.reversed().drop { $0.isWhitespace }.reversed())
      let (foundIndentation, found) = ScenarioParser.trim(line)
      assertEqual(foundIndentation, indentation, "\(text.debugDescription)")
      assertEqual(String(found), expected, "\(text.debugDescription)")
    }
  }

  @Test func anASCIIByteIsBlankExactlyWhenItsCharacterIsWhitespace() {
    for byte in UInt8(0)..<0x80 {
      assertEqual(byte.isBlank, Character(Unicode.Scalar(byte)).isWhitespace, "\(byte)")
    }
  }

  /// A line with a non-ASCII character is read by character, an ASCII one by byte: the same
  /// line indented with two no-break spaces (white space, not ASCII) must read the same.
  @Test(arguments: [
    "tap row 0 of catalog.list",
    #"type "abc into login.email"#,
    #"type "a\tb" into login.email"#,
    #"type "a\"b" into login.email now"#,
    "expect login.email",
    "frobnicate x",
    "wait 1.5s",
    #"select "A" in  product.kind   extra"#,
  ])
  func aLineReadByCharacterReadsAsItsASCIIReading(_ step: String) {
    let ascii = faults("scenario: S\n  \(step)\n")
    let unicode = faults("scenario: S\n\u{A0}\u{A0}\(step)\n")
    #expect(!ascii.isEmpty)
    assertEqual(unicode, ascii)
  }

  @Test func columnsCountCharactersOnANonASCIILine() {
    assertEqual(
      faults("scenario: S\n  type \"e\u{301}e\u{301}\" into login.email now\n"),
      [
        "2:30: error: unexpected 'now' after the step 'type \"TEXT\" into ID'; "
          + "expected the end of the line"
      ])
  }
}
