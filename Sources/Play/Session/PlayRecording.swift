import HeadlessUI

/// A played session as a scenario: its `given` lines, then every action that held and every
/// expectation recorded, in order. `text` is a `.scenario` file that replays it.
///
/// Text typed into a password field is recorded as typed: the file is the user's own input,
/// and a replay must type the same password to sign in (only what the program shows is
/// masked).
public struct PlayRecording: Equatable, Sendable {
  /// The scenario's name.
  public var name: String
  /// The `given` lines, in order.
  public var setup: [String] = []
  /// The other steps, in order.
  public var steps: [String] = []

  /// An empty recording named `name`.
  public init(name: String) {
    self.name = name
  }

  /// The `.scenario` file's text: a comment, `scenario: NAME`, then every line indented.
  public var text: String {
    let lines =
      ["# Recorded with patterns play.", "scenario: \(name)"]
      + (setup + steps).map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` as the language writes a string: in double quotes, with `\"`, `\\` and `\n`.
  public static func quoted(_ text: String) -> String { TextQuoting.quoted(text) }
}
