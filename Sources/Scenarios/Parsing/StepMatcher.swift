import Domain

/// Matches a line's tokens against every `StepForm` and, when none fits, says what was
/// expected where the best-fitting forms stopped fitting.
nonisolated enum StepMatcher {
  /// The step a line denotes, or the column and message of why it denotes none.
  enum Outcome {
    case step(Step.Kind)
    case fault(column: Int, message: String)
  }

  /// Matches `tokens` (non-empty); `endColumn` is the column just past the line's text.
  static func match(_ tokens: [Token], endColumn: Int) -> Outcome {
    let attempts = StepForm.all.map { attempt($0, on: tokens) }
    if let complete = attempts.first(where: { $0.values.count == $0.form.slots.count && $0.fits }) {
      if let fault = unrepresentable(complete.form, tokens) { return fault }
      return .step(complete.form.build(complete.values))
    }
    let longest = attempts.map(\.values.count).max() ?? 0
    guard longest > 0 else { return unknownStep(tokens) }
    // Where a keyword and an identifier both fit (`tap row 0`), the keyword reading wins.
    let mostKeywords = attempts.filter { $0.values.count == longest }.map(\.keywordCount).max()
    let best = attempts.filter { $0.values.count == longest && $0.keywordCount == mostKeywords }
    var expected: [String] = []
    for attempt in best {
      let wanted =
        longest < attempt.form.slots.count
        ? attempt.form.slots[longest].expectation : "the end of the line"
      if !expected.contains(wanted) { expected.append(wanted) }
    }
    guard longest < tokens.count else {
      return .fault(
        column: endColumn,
        message: "expected \(list(expected)) after '\(phrase(tokens))', found the end of the line")
    }
    let found = tokens[longest]
    if expected == ["the end of the line"], let form = best.first?.form {
      return .fault(
        column: found.column,
        message: "unexpected \(found.quoted) after the step '\(form.display)'; "
          + "expected the end of the line")
    }
    return .fault(
      column: found.column, message: "expected \(list(expected)), found \(found.quoted)")
  }

  private struct Attempt {
    let form: StepForm
    /// The values of the leading slots that fit.
    var values: [StepForm.Value]
    /// Whether the form used every token.
    var fits: Bool

    var keywordCount: Int {
      values.filter { if case .keyword = $0 { true } else { false } }.count
    }
  }

  private static func attempt(_ form: StepForm, on tokens: [Token]) -> Attempt {
    var values: [StepForm.Value] = []
    for (slot, token) in zip(form.slots, tokens) {
      guard let value = slot.value(of: token) else { break }
      values.append(value)
    }
    return Attempt(form: form, values: values, fits: tokens.count == form.slots.count)
  }

  /// A value that has the right shape but that the app cannot hold (a price too large for
  /// `Price`, a stock over 9999), as a fault at its column.
  private static func unrepresentable(_ form: StepForm, _ tokens: [Token]) -> Outcome? {
    for (slot, token) in zip(form.slots, tokens) {
      guard let word = token.word else { continue }
      switch slot {
      case .price where Price(word) == nil:
        return .fault(
          column: token.column,
          message: "the price \(word) is too large; a price is at most \(StepForm.largestPrice)")
      case .stock where (StepForm.number(word) ?? 0) > StepForm.largestStock:
        return .fault(
          column: token.column,
          message:
            "the stock \(word) is out of range; a stock is from 0 to \(StepForm.largestStock)")
      default:
        continue
      }
    }
    return nil
  }

  /// The first word names no step: suggest the nearest form, or list the verbs.
  private static func unknownStep(_ tokens: [Token]) -> Outcome {
    let first = tokens[0]
    let verbs = StepForm.all.map(\.verb).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    let verbList = "a step starts with " + list(verbs)
    guard let written = first.word else {
      return .fault(
        column: first.column, message: "expected a step, found \(first.quoted); \(verbList)")
    }
    if distance(written.lowercased(), "scenario:") <= 2 {
      return .fault(
        column: first.column,
        message: "unknown step \(first.quoted); did you mean 'scenario: NAME'?")
    }
    let verb = verbs.min { distance(written, $0) < distance(written, $1) } ?? "expect"
    guard distance(written, verb) <= max(2, written.count / 2) else {
      return .fault(column: first.column, message: "unknown step \(first.quoted); \(verbList)")
    }
    var corrected = tokens
    corrected[0] = Token(kind: .word(verb), source: verb, column: first.column)
    let suggestion =
      StepForm.all.filter { $0.verb == verb }
      .map { (form: $0, fit: attempt($0, on: corrected).values.count) }
      .max { $0.fit < $1.fit }?.form
    return .fault(
      column: first.column,
      message: "unknown step \(first.quoted); did you mean '\(suggestion?.display ?? verb)'?")
  }

  private static func phrase(_ tokens: [Token]) -> String {
    tokens.map(\.source).joined(separator: " ")
  }

  /// "a", "a or b", "a, b or c".
  private static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + items.last!
  }

  /// Levenshtein distance between two words, by character.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
