/// One valid form of step, like `type "TEXT" into ID`: a sequence of slots and how to build
/// the step from the values found in them.
nonisolated struct StepForm: Sendable {
  /// A position in a form: a fixed keyword or a value of some kind.
  enum Slot: Sendable, ExpressibleByStringLiteral {
    case keyword(String)
    /// A quoted string; the associated text is its placeholder in the form's display.
    case string(String)
    /// An element identifier like `login.email`.
    case identifier
    /// A screen identifier like `login`.
    case screen
    /// A row number, from 1.
    case rowNumber
    /// A row count, from 0.
    case count
    /// `250ms`, `2s`, `5m`.
    case duration
    /// A price like `12.50`.
    case price
    /// A stock: a whole number (its range, 0 to 9999, is checked once the form fits).
    case stock

    init(stringLiteral value: String) {
      self = .keyword(value)
    }

    /// How the form's display shows it.
    var display: String {
      switch self {
      case .keyword(let word): word
      case .string(let placeholder): "\"\(placeholder)\""
      case .identifier: "ID"
      case .screen: "SCREEN"
      case .rowNumber, .count: "N"
      case .duration: "DURATION"
      case .price: "12.50"
      case .stock: "N"
      }
    }

    /// What an error message says was expected here.
    var expectation: String {
      switch self {
      case .keyword(let word): "'\(word)'"
      case .string(let placeholder):
        "\(StepForm.stringNames[placeholder] ?? "a text") in double quotes"
      case .identifier: "an element identifier like login.email"
      case .screen: "a screen identifier like login"
      case .rowNumber: "a row number from 1"
      case .count: "a number of rows"
      case .duration: "a duration like 250ms, 2s or 5m"
      case .price: "a price like 12.50"
      case .stock: "a stock from 0 to \(StepForm.largestStock)"
      }
    }

    /// The value this slot takes from `token`, or nil when the token does not fit.
    func value(of token: Token) -> Value? {
      switch (self, token.kind) {
      case (.keyword(let keyword), .word(let word)):
        return keyword == word ? .keyword : nil
      case (.string, .string(let text)):
        return .text(text)
      case (.identifier, .word(let word)), (.screen, .word(let word)):
        return StepForm.isIdentifier(word) ? .text(word) : nil
      case (.rowNumber, .word(let word)):
        return StepForm.number(word).flatMap { $0 >= 1 ? .number($0) : nil }
      case (.count, .word(let word)), (.stock, .word(let word)):
        return StepForm.number(word).map { .number($0) }
      case (.duration, .word(let word)):
        return StepForm.duration(word).map { .duration($0) }
      case (.price, .word(let word)):
        return StepForm.isPrice(word) ? .text(word) : nil
      default:
        return nil
      }
    }
  }

  /// What a slot held.
  enum Value: Sendable {
    /// A keyword matched (no value).
    case keyword
    case text(String)
    case number(Int)
    case duration(Duration)
  }

  let slots: [Slot]
  let build: @Sendable ([Value]) -> Step.Kind

  init(_ slots: Slot..., build: @escaping @Sendable ([Value]) -> Step.Kind) {
    self.slots = slots
    self.build = build
  }

  /// The form as the spec writes it: `type "TEXT" into ID`.
  var display: String { slots.map(\.display).joined(separator: " ") }

  /// The first word, which names the step (`type`, `expect`...).
  var verb: String {
    if case .keyword(let word) = slots[0] { word } else { "" }
  }
}

nonisolated extension StepForm {
  /// How errors name the strings of the forms, by placeholder.
  static let stringNames = [
    "NAME": "a product name", "EMAIL": "an email", "PW": "a password", "TEXT": "a text",
    "TITLE": "a title", "SEGMENT": "a segment title", "MESSAGE": "a message",
    "DETAIL": "a detail text",
  ]

  // The word checks below read the word's UTF-8 bytes by hand, once, allocating nothing: a
  // `Regex` literal is built anew each time it is evaluated, which made parsing a suite file
  // cost a third of a second; splitting the word at its dots, for each form of the line's
  // verb, was later a fifth of parsing. A byte of a non-ASCII character is none of the
  // bytes these accept.

  /// Whether `word` is `[A-Za-z_][A-Za-z0-9_\-]*(\.[A-Za-z0-9_\-]+)*`.
  static func isIdentifier(_ word: String) -> Bool {
    var utf8 = word.utf8.makeIterator()
    guard let first = utf8.next(), first == UInt8(ascii: "_") || isLetter(first) else {
      return false
    }
    var afterDot = false
    while let byte = utf8.next() {
      if byte == UInt8(ascii: ".") {
        if afterDot { return false }
        afterDot = true
      } else if isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "-")
      {
        afterDot = false
      } else {
        return false
      }
    }
    return !afterDot
  }

  /// `word` as a number, when it is `[0-9]+`.
  static func number(_ word: String) -> Int? {
    guard isDigits(word.utf8[...]) else { return nil }
    return Int(word)
  }

  /// `word` as a duration, when it is `([0-9]+)(ms|s|m)` and at most 10⁹ units.
  static func duration(_ word: String) -> Duration? {
    let unit =
      word.hasSuffix("ms") ? "ms" : word.hasSuffix("s") ? "s" : word.hasSuffix("m") ? "m" : ""
    let digits = word.utf8.dropLast(unit.utf8.count)
    guard !unit.isEmpty, isDigits(digits), let amount = Int(Substring(digits)),
      amount <= 1_000_000_000
    else { return nil }
    switch unit {
    case "ms": return .milliseconds(amount)
    case "s": return .seconds(amount)
    default: return .seconds(amount * 60)
    }
  }

  /// The largest stock a product holds (the "stock" feature: 0 to 9999).
  static let largestStock = 9999

  /// The largest price `Price(_:)` accepts, as a step writes it.
  static let largestPrice = "\(Int.max / 1000).99"

  /// Whether `word` is `[0-9]+(\.[0-9]{1,2})?`.
  static func isPrice(_ word: String) -> Bool {
    let utf8 = word.utf8
    guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")) else { return isDigits(utf8[...]) }
    let cents = utf8[utf8.index(after: dot)...]
    return isDigits(utf8[..<dot]) && (1...2).contains(cents.count) && isDigits(cents)
  }

  private static func isDigits(_ bytes: Substring.UTF8View) -> Bool {
    !bytes.isEmpty && bytes.allSatisfy(isDigit)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
