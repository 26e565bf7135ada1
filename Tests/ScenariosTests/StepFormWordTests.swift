@testable import Scenarios
import Assertions
import Testing

/// The parser's word checks read scalars by hand instead of building a `Regex` per word;
/// these check that they accept exactly what the patterns they replaced accept.
struct StepFormWordTests {
  /// Every word of up to 3 pieces from pieces that reach each branch (digits, letters, units,
  /// dots, "_" and "-", a decomposed accent, a non-ASCII digit).
  static let words = strings(
    of: ["1", "42", "a", "Z", "_", "-", ".", "ms", "s", "m", "e\u{301}", "٣", " "], upTo: 3)

  @Test func identifiersAreWhatThePatternAccepts() {
    for word in Self.words {
      let expected = word.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_\-]*(\.[A-Za-z0-9_\-]+)*/) != nil
      assertEqual(StepForm.isIdentifier(word), expected, "\(word.debugDescription)")
    }
  }

  @Test func numbersDurationsAndPricesAreWhatThePatternsAccept() {
    for word in Self.words {
      assertEqual((StepForm.number(word) != nil), (word.wholeMatch(of: /[0-9]+/) != nil), "\(word)")
      let duration = word.wholeMatch(of: /([0-9]+)(ms|s|m)/).map { match -> Duration in
        let amount = Int(match.1)!
        return match.2 == "ms"
          ? .milliseconds(amount) : .seconds(match.2 == "s" ? amount : amount * 60)
      }
      assertEqual(StepForm.duration(word), duration, "\(word.debugDescription)")
      let price = word.wholeMatch(of: /[0-9]+(\.[0-9]{1,2})?/) != nil
      assertEqual(StepForm.isPrice(word), price, "\(word.debugDescription)")
    }
  }
}
