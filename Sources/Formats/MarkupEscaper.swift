/// The one escaper for XML and HTML (JUnit reports, the HTML report and its SVG charts).
public enum MarkupEscaper {
  /// Text for element content or (with `inAttribute`) a double-quoted attribute value:
  /// `&`, `<`, `>` always escaped; in attributes also `"`, newline and tab (so they survive
  /// attribute normalization); carriage return always as `&#13;`; characters XML 1.0 forbids
  /// replaced by U+FFFD.
  public static func escape(_ text: String, inAttribute: Bool = true) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "\n" where inAttribute: result += "&#10;"
      case "\t" where inAttribute: result += "&#9;"
      case "\r": result += "&#13;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
