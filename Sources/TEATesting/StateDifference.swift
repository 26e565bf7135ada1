// Test support (TEA): the lines where two states differ, for a failing step's message.
// Owns: a line diff of two dumps. Must not know: any state type (values print themselves,
// so a state that redacts a secret keeps it redacted here).

/// A readable difference of two values.
enum StateDifference {
  /// The lines of `dump(expected)` and `dump(actual)` that differ, as `− expected` and
  /// `+ actual`, in order.
  static func lines<Value>(expected: Value, actual: Value) -> String {
    let old = dumped(expected)
    let new = dumped(actual)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? old[index] : nil
      let after = index < new.count ? new[index] : nil
      guard before != after else { continue }
      if let before { lines.append("  − \(before)") }
      if let after { lines.append("  + \(after)") }
    }
    return lines.joined(separator: "\n")
  }

  private static func dumped<Value>(_ value: Value) -> [String] {
    var text = ""
    dump(value, to: &text)
    return text.split(separator: "\n").map(String.init)
  }
}
