// libFuzzer target: the price rule (`ProductRules.priceError` and `Price.init?(_:)`, compiled
// with Domain by Scripts/fuzz.sh), checked against the spec: Foundation's trimming, then
// `[0-9]+(\.[0-9]{1,2})?` over the whole text, at most 100,000.00. Any disagreement is a crash.
import Foundation

nonisolated(unsafe) let pricePattern = #/([0-9]+)(?:\.([0-9]{1,2}))?/#

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPriceValidator(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
  let match = trimmed.wholeMatch(of: pricePattern)
  let error = ProductRules.priceError(text)
  let expected: ProductPriceError?
  if trimmed.isEmpty {
    expected = .required
  } else if let match {
    let whole = match.output.1.drop { $0 == "0" }
    let fraction = (match.output.2.map(String.init) ?? "") + "00"
    let cents =
      whole.count > 7
      ? nil
      : Int(whole.isEmpty ? "0" : whole).map {
        $0 * 100 + Int(fraction.prefix(2))!
      }
    expected = cents.map { $0 > 10_000_000 } ?? true ? .tooHigh : nil
    if let cents, cents <= 10_000_000, Price(text) != Price(cents: cents) {
      fatalError("Price(\(text.debugDescription)) is not \(cents) cents")
    }
  } else {
    expected = .malformed
    guard Price(text) == nil else { fatalError("Price(\(text.debugDescription)) accepted") }
  }
  guard error == expected else {
    fatalError("priceError(\(text.debugDescription)) is \(String(describing: error))")
  }
  return 0
}
