// libFuzzer target: the email rule (`LoginRules.emailIsValid`, compiled with Domain by
// Scripts/fuzz.sh), checked against the spec's own definition: Foundation's trimming, then
// the spec's pattern as a Swift `Regex` over the whole text. Any disagreement is a crash.
import Foundation

nonisolated(unsafe) let emailPattern = #/[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/#

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEmailValidator(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let expected =
    text.trimmingCharacters(in: .whitespacesAndNewlines).wholeMatch(of: emailPattern) != nil
  guard LoginRules.emailIsValid(text) == expected else {
    fatalError("emailIsValid(\(text.debugDescription)) disagrees with the spec's pattern")
  }
  let errors = LoginRules.formErrors(email: text, password: text)
  guard errors.contains(.invalidEmail) == !expected else {
    fatalError("formErrors disagree with emailIsValid for \(text.debugDescription)")
  }
  return 0
}
