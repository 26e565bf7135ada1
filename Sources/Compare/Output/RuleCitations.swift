import Formats
import Foundation

/// Spec-rule citations in code comments ("Login rule 7", "Catalog rules 4 and 8",
/// "Product 3", "Login rules 6-9"), turned into links to the rule's heading in
/// Docs/AppSpec.md (`#### Login 7` → `#login-7`).
public enum RuleCitations {
  /// The screen words a citation starts with: `Login`, `Catalog`, `Product`.
  static var screenWords: [String] { ScreenComparison.screens.map(ScreenComparison.prefix(of:)) }

  /// `line`, HTML-escaped, with each cited rule number linked to `specPath#screen-n`. When
  /// `known` is given, only rules whose anchor it holds are linked.
  public static func linked(_ line: String, specPath: String, known: Set<String>?) -> String {
    let words = screenWords.joined(separator: "|")
    guard
      let citation = try? Regex<AnyRegexOutput>(
        "\\b(\(words))( rules?)? ([0-9]+)((?:(?:\\s*[-–,]\\s*|\\s+and\\s+|\\s+to\\s+)[0-9]+)*)")
    else { return MarkupEscaper.escape(line) }
    var html = ""
    var rest = line[...]
    while let match = rest.firstMatch(of: citation) {
      html += MarkupEscaper.escape(String(rest[..<match.range.lowerBound]))
      let screen = String(rest[match.output[1].range!]).lowercased()
      let head = String(rest[match.range.lowerBound..<match.output[3].range!.upperBound])
      html += link(
        head, screen: screen, number: String(rest[match.output[3].range!]), specPath: specPath,
        known: known)
      if let tailRange = match.output[4].range {
        html += linkNumbers(
          String(rest[tailRange]), screen: screen, specPath: specPath, known: known)
      }
      rest = rest[match.range.upperBound...]
    }
    return html + MarkupEscaper.escape(String(rest))
  }

  private static func link(
    _ text: String, screen: String, number: String, specPath: String, known: Set<String>?
  ) -> String {
    let anchor = "\(screen)-\(number)"
    guard known?.contains(anchor) ?? true else { return MarkupEscaper.escape(text) }
    return
      "<a href=\"\(MarkupEscaper.escape(specPath))#\(anchor)\">\(MarkupEscaper.escape(text))</a>"
  }

  /// The numbers of `tail` (" and 8", "-9") linked, the rest escaped.
  private static func linkNumbers(
    _ tail: String, screen: String, specPath: String, known: Set<String>?
  ) -> String {
    var out = ""
    var digits = ""
    func flush() {
      if !digits.isEmpty {
        out += link(digits, screen: screen, number: digits, specPath: specPath, known: known)
      }
      digits = ""
    }
    for character in tail {
      if character.isASCII, character.isNumber {
        digits.append(character)
      } else {
        flush()
        out += MarkupEscaper.escape(String(character))
      }
    }
    flush()
    return out
  }
}
