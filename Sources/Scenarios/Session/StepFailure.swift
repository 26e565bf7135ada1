/// Why a step failed: a reason, or an expected and a seen value (both masked).
struct StepFailure: Error {
  var expected: String?
  var seen: String?
  var message: String

  /// An action that could not be done, or an element that is missing.
  init(_ message: String) {
    self.message = message
  }

  /// An expectation that did not hold.
  init(expected: String, seen: String) {
    self.expected = expected
    self.seen = seen
    self.message = "expected \(expected), seen \(seen)"
  }
}
