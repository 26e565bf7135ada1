/// The one way a text is quoted wherever the program shows it: in screen renders, in a failed
/// step's expected and seen values, in recorded scenarios and in traces. It is the scenario
/// language's string syntax, so a quoted text can be pasted back into a scenario unchanged.
public enum TextQuoting {
  /// `text` in double quotes, with `"`, `\` and a newline written `\"`, `\\` and `\n`.
  nonisolated public static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
