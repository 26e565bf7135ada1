import Foundation

/// One mistake of the testability catalogue (Docs/Comparison.md, "Testability"), described
/// once by the spec rule it breaks and what a careless developer writes, and cut in every
/// pattern at the place that pattern keeps the rule: the same bug, planted in each pattern's
/// own code, so that which tests catch it says where each pattern lets a bug be caught.
///
/// Stored as `Sources/Classroom/Mutants/<id>.json`:
/// `{"id", "rule", "spec", "mistake", "cuts": {PATTERN: {"file", "replace", "with"}}}`.
nonisolated public struct AlignedMutant: Hashable, Sendable, Codable {
  /// The name, which is also its file's: `keeps-the-password`.
  public var id: String
  /// The rule of the app spec it breaks, screen first: `Login 7`, `Product: product.title`.
  public var rule: String
  /// The words of the rule it breaks, quoted from the app spec.
  public var spec: String
  /// What the careless developer writes, in one line: "a wrong password keeps the password".
  public var mistake: String
  /// Where it is cut, per pattern name (`mvp`); a pattern without a cut is not mutated.
  public var cuts: [String: MutantCut]

  /// Creates a mutant.
  public init(id: String, rule: String, spec: String, mistake: String, cuts: [String: MutantCut]) {
    self.id = id
    self.rule = rule
    self.spec = spec
    self.mistake = mistake
    self.cuts = cuts
  }

  /// The app spec's screens, in the spec's order: the first word of every `rule`.
  public static let screens = ["Login", "Catalog", "Product"]

  /// The screen whose rule it breaks: `Login`.
  public var screen: String {
    String(rule.prefix { $0.isLetter })
  }

  /// The rule's number on its screen (`7` for `Login 7`); 0 for a rule of a screen's table.
  public var ruleNumber: Int {
    Int(rule.drop { !$0.isNumber }.prefix { $0.isNumber }) ?? 0
  }

  /// The order the catalogue lists mutants in: by screen as the spec has them, by rule, by id.
  public static func specOrder(_ lhs: AlignedMutant, _ rhs: AlignedMutant) -> Bool {
    let left = screens.firstIndex(of: lhs.screen) ?? screens.count
    let right = screens.firstIndex(of: rhs.screen) ?? screens.count
    return (left, lhs.ruleNumber, lhs.id) < (right, rhs.ruleNumber, rhs.id)
  }
}

/// Where one pattern's copy of a mistake is cut: an exact replacement in one file.
nonisolated public struct MutantCut: Hashable, Sendable, Codable {
  /// The file, from the repository's root: `Sources/MVP/Presenters/LoginPresenter.swift`.
  public var file: String
  /// The text replaced, which must occur exactly once in the file.
  public var replace: String
  /// The text put in its place.
  public var with: String

  /// Creates a cut.
  public init(file: String, replace: String, with: String) {
    self.file = file
    self.replace = replace
    self.with = with
  }

  /// `text` with the cut applied.
  ///
  /// - Throws: `ExerciseError` naming the file when `replace` does not occur exactly once in
  ///   it (the sources moved on since the cut was written: cut it again where the rule now is).
  public func apply(to text: String) throws -> String {
    let ranges = text.ranges(of: replace)
    guard ranges.count == 1, let range = ranges.first else {
      let found = ranges.isEmpty ? "does not occur" : "occurs \(ranges.count) times"
      throw ExerciseError(
        "\(file): the text to replace \(found) (it must occur exactly once): "
          + Self.excerpt(replace))
    }
    return text.replacingCharacters(in: range, with: with)
  }

  /// The first line of `text`, shortened, in quotes, for messages.
  static func excerpt(_ text: String) -> String {
    let line = text.split(separator: "\n", omittingEmptySubsequences: true).first ?? ""
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let short = trimmed.count > 60 ? trimmed.prefix(59) + "…" : Substring(trimmed)
    return "\"\(short)\"" + (text.contains("\n") ? " (and the lines after)" : "")
  }
}
