import Foundation

/// The anchors GitHub gives a Markdown file's headings, which links (`Docs/AppSpec.md#login-7`)
/// point at: the docs lint checks links against them, `compare` links spec-rule citations.
nonisolated public enum MarkdownAnchors {
  /// The anchors of a Markdown file's headings, as GitHub makes them (`#### Login 7` →
  /// `login-7`).
  public static func anchors(in text: String) -> Set<String> {
    var anchors: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("#") {
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      anchors.insert(slug(title))
    }
    return anchors
  }

  /// GitHub's heading anchor: lowercase, punctuation dropped, spaces as dashes.
  public static func slug(_ title: String) -> String {
    String(
      title.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" {
          return character
        }
        return nil
      })
  }
}
