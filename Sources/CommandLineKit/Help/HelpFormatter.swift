import TextColumns

/// Writes help and usage texts in swift-argument-parser's layout.
///
/// ```
/// OVERVIEW: Run scenarios against one or more patterns.
///
/// USAGE: patterns run <pattern> ... [--format <format>]
///
/// ARGUMENTS:
///   <pattern>               A pattern name, or all.
///
/// OPTIONS:
///   -h, --help              Show help information.
/// ```
/// Labels are indented by two spaces; descriptions start after a 26-character label column
/// (on the next line when the label is too long).
public enum HelpFormatter {
  /// Width of the label column, indentation included.
  public static let labelColumnWidth = 26

  /// The help flag every command accepts.
  public static let helpOption = CommandSignature.Option.flag(
    "--help", short: "-h", help: "Show help information.")

  /// `COMMAND <arg> ... [--option <value>] ...`, from a signature.
  public static func usage(command: String, signature: CommandSignature) -> String {
    let arguments = signature.arguments.map { $0.isOptional ? "[\($0.label)]" : $0.label }
    let options = signature.options.map(\.usageLabel)
    return ([command] + arguments + options).joined(separator: " ")
  }

  /// A usage line broken between its items (never inside `[...]` or `<...>`) into lines of at
  /// most `width` columns after an `indent`-column prefix, the following lines indented by
  /// `indent` spaces.
  static func wrapped(_ text: String, width: Int, indent: Int) -> String {
    var items: [String] = []
    var depth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if depth > 0, let last = items.popLast() {
        items.append(last + " " + word)
      } else {
        items.append(String(word))
      }
      for character in word {
        if character == "[" || character == "<" { depth += 1 }
        if character == "]" || character == ">" { depth = max(0, depth - 1) }
      }
    }
    var lines: [String] = []
    var line = ""
    for word in items {
      if !line.isEmpty, indent + line.count + 1 + word.count > width {
        lines.append(line)
        line = String(word)
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }

  /// The full help text of a command, ending with a newline.
  public static func help(
    overview: String, discussion: String?, usage: String, signature: CommandSignature
  ) -> String {
    var text = "OVERVIEW: \(overview)\n\n"
    if let discussion { text += discussion + "\n\n" }
    text += "USAGE: \(wrapped(usage, width: 100, indent: 7))\n"
    if !signature.arguments.isEmpty {
      text += "\nARGUMENTS:\n"
      text += signature.arguments.map { row($0.label, $0.help) }.joined()
    }
    text += "\nOPTIONS:\n"
    for option in signature.options + [helpOption] {
      let label = (option.shortName.map { "\($0), " } ?? "") + option.label
      text += row(label + (option.isRepeating ? " ..." : ""), option.help)
    }
    return text
  }

  /// One `  label    description` line (two lines when the label is too long).
  public static func row(_ label: String, _ description: String) -> String {
    let padded = "  " + label
    if TextLayout.width(padded) < labelColumnWidth {
      return TextLayout.padded(padded, to: labelColumnWidth) + description + "\n"
    }
    return padded + "\n" + String(repeating: " ", count: labelColumnWidth) + description + "\n"
  }
}
