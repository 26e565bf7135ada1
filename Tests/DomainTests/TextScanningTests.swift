import Assertions
import Domain
import Foundation
import Testing

/// The one-pass checks that replaced Foundation's trimming and `Regex` on every keystroke
/// agree with them, on every white-space scalar and on generated texts.
struct TextScanningTests {
  /// Texts of up to 8 characters from an alphabet that reaches every branch of the patterns
  /// (letters, digits, each punctuation the classes hold, "@", white space, a decomposed
  /// accent, a non-ASCII letter, CR-LF), the same every run.
  static func generatedTexts(count: Int, alphabet: [String]) -> [String] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 61) + Int((state >> 40) & 3)
      return (0..<length).map { position in
        let pick = Int((state >> UInt64(position * 5 % 40)) & 0xFF) % alphabet.count
        return alphabet[pick]
      }.joined()
    }
  }

  @Test func trimmedRemovesExactlyWhatFoundationTrims() {
    let inner = ["a", "é", "e\u{301}", "\u{301}", " x ", ""]
    for value in UInt32(0)...0x3100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in inner {
        let padded = "\(scalar)\(text)\(scalar)"
        assertEqual(
          padded.trimmed, padded.trimmingCharacters(in: .whitespacesAndNewlines),
          "U+\(String(value, radix: 16)) around \(text.debugDescription)")
      }
    }
  }

  @Test func emailCheckAgreesWithTheSpecPattern() {
    let alphabet = [
      "a", "Z", "7", ".", "@", "_", "%", "+", "-", " ", "\n", "é", "e\u{301}", "com", "x.io",
      "\r\n", "@b.cd", "#",
    ]
    let pattern = #/[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/#
    var valid = 0
    for text in Self.generatedTexts(count: 20_000, alphabet: alphabet) {
      let expected =
        text.trimmingCharacters(in: .whitespacesAndNewlines)
        .wholeMatch(of: pattern) != nil
      assertEqual(LoginRules.emailIsValid(text), expected, "\(text.debugDescription)")
      if expected { valid += 1 }
    }
    #expect(valid > 100, "the generated texts must include valid emails")
  }

  @Test func priceCheckAgreesWithTheSpecPattern() {
    let alphabet = ["0", "1", "9", ".", " ", "5\u{301}", "-", ",", "١", "12", "\n", ".5"]
    let pattern = #/([0-9]+)(?:\.([0-9]{1,2}))?/#
    var valid = 0
    for text in Self.generatedTexts(count: 20_000, alphabet: alphabet) {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard trimmed.utf8.count < 15 else { continue }  // no overflow in the expected cents
      let expected = trimmed.wholeMatch(of: pattern).map { match in
        let fraction = (match.output.2 ?? "") + "00"
        return Price(cents: Int(match.output.1)! * 100 + Int(fraction.prefix(2))!)
      }
      assertEqual(Price(text), expected, "\(text.debugDescription)")
      let malformed = ProductRules.priceError(text) == .malformed
      assertEqual(malformed, (expected == nil && !trimmed.isEmpty), "\(text.debugDescription)")
      if expected != nil { valid += 1 }
    }
    #expect(valid > 100, "the generated texts must include valid prices")
  }
}
