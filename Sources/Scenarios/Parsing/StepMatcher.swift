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
    // Only the forms of the line's verb can fit any of it: the others fit no slot.
    let forms = tokens[0].word.flatMap { StepForm.byVerb[$0] } ?? []
    // The first form that takes every token; values are made only for forms of the line's
    // length (making them for every form of the verb was most of matching).
    for form in forms where form.slots.count == tokens.count {
      guard let values = values(of: form, tokens) else { continue }
      if let fault = unrepresentable(form, tokens) { return fault }
      return .step(form.build(values))
    }
    let attempts = forms.map { attempt($0, on: tokens) }
    let longest = attempts.reduce(0) { max($0, $1.fit) }
    guard longest > 0 else { return unknownStep(tokens) }
    // Where a keyword and an identifier both fit (`tap row 0`), the keyword reading wins.
    let mostKeywords = attempts.reduce(0) { $1.fit == longest ? max($0, $1.keywordCount) : $0 }
    let best = attempts.filter { $0.fit == longest && $0.keywordCount == mostKeywords }
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

  /// How much of a line a form takes.
  private struct Attempt {
    let form: StepForm
    /// How many leading slots fit.
    var fit: Int
    /// How many of those are keywords.
    var keywordCount: Int
  }

  private static func attempt(_ form: StepForm, on tokens: [Token]) -> Attempt {
    var attempt = Attempt(form: form, fit: 0, keywordCount: 0)
    for (slot, token) in zip(form.slots, tokens) {
      guard slot.value(of: token) != nil else { break }
      attempt.fit += 1
      if case .keyword = slot { attempt.keywordCount += 1 }
    }
    return attempt
  }

  /// The value of each slot of `form` (as many as `tokens`), or `nil` if one does not fit.
  private static func values(of form: StepForm, _ tokens: [Token]) -> [StepForm.Value]? {
    var values: [StepForm.Value] = []
    values.reserveCapacity(tokens.count)
    for (slot, token) in zip(form.slots, tokens) {
      guard let value = slot.value(of: token) else { return nil }
      values.append(value)
    }
    return values
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
    guard let written = first.word else {
      return .fault(
        column: first.column, message: "expected a step, found \(first.quoted); \(verbList)")
    }
    if distance(written.lowercased(), "scenario:", atMost: 2) != nil {
      return .fault(
        column: first.column,
        message: "unknown step \(first.quoted); did you mean 'scenario: NAME'?")
    }
    // The nearest verb (the first of the nearest), if near enough.
    let limit = max(2, written.count / 2)
    let distances = StepForm.verbs.map { distance(written, $0, atMost: limit) ?? Int.max }
    guard let nearest = distances.min(), nearest != Int.max,
      let verb = distances.firstIndex(of: nearest).map({ StepForm.verbs[$0] })
    else {
      return .fault(column: first.column, message: "unknown step \(first.quoted); \(verbList)")
    }
    var corrected = tokens
    corrected[0] = Token(kind: .word(verb), source: verb, column: first.column)
    let suggestion =
      (StepForm.byVerb[verb] ?? [])
      .map { (form: $0, fit: attempt($0, on: corrected).fit) }
      .max { $0.fit < $1.fit }?.form
    return .fault(
      column: first.column,
      message: "unknown step \(first.quoted); did you mean '\(suggestion?.display ?? verb)'?")
  }

  /// "a step starts with 'given', 'type', …": every verb, in the order of the forms.
  private static let verbList = "a step starts with " + list(StepForm.verbs)

  private static func phrase(_ tokens: [Token]) -> String {
    tokens.map(\.source).joined(separator: " ")
  }

  /// "a", "a or b", "a, b or c".
  private static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + items.last!
  }

  /// The Levenshtein distance between two words, by character, if it is at most `limit`;
  /// `nil` without computing it when their lengths alone differ by more (a long word is
  /// near no verb, and comparing it with each one cost time in proportion to its length).
  static func distance(_ a: String, _ b: String, atMost limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    let found = distance(a, b)
    return found <= limit ? found : nil
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
