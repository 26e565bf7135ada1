import Assertions
import Domain
import Testing

struct PriceTests {
  @Test(arguments: [
    ("12", 1200), ("12.5", 1250), ("0.99", 99), ("  7.05\n", 705), ("0", 0), ("100000", 10_000_000),
  ])
  func parsesTheSpecsPriceForms(text: String, cents: Int) {
    assertEqual(Price(text), Price(cents: cents))
  }

  @Test(arguments: ["12.", ".5", "-3", "1,000", "12.505", "", "  ", "1e3", "١٢", "12.5.1", "$5"])
  func rejectsEverythingElse(text: String) {
    #expect(Price(text) == nil)
  }

  @Test(arguments: [
    (159_900, "$1,599.00"), (600, "$6.00"), (4990, "$49.90"), (5, "$0.05"),
    (10_000_000, "$100,000.00"), (123_456_789, "$1,234,567.89"), (0, "$0.00"),
  ])
  func readsWithDollarSignGroupingAndTwoDecimals(cents: Int, text: String) {
    assertEqual(Strings.Catalog.price(Price(cents: cents)), text)
  }

  @Test func splitsIntoWholeDollarsAndCents() {
    assertEqual(Price(cents: 159_905).dollars, 1599)
    assertEqual(Price(cents: 159_905).centsPart, 5)
    assertEqual(Price(cents: 99).dollars, 0)
    assertEqual(Price(cents: 99).centsPart, 99)
  }

  @Test func editingTextHasTwoDecimalsAndNoGrouping() {
    assertEqual(Price(cents: 159_900).editingText, "1599.00")
    assertEqual(Price(cents: 1250).editingText, "12.50")
    assertEqual(Price(cents: 7).editingText, "0.07")
    assertEqual(Price(cents: 7).description, "0.07", "a price describes its amount, not a text")
  }

  @Test func encodesAsExactText() throws {
    let data = try JSONEncoder().encode([Price(cents: 4990)])
    assertEqual(String(decoding: data, as: UTF8.self), #"["49.90"]"#)
    try assertEqual(JSONDecoder().decode([Price].self, from: data), [Price(cents: 4990)])
  }

  @Test func refusesToDecodeAMalformedPrice() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Price].self, from: Data(#"["4.999"]"#.utf8))
    }
  }
}

import Foundation
