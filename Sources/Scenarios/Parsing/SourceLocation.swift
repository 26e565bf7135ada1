/// A place in a scenario file: the file's display path, a line and a column, both from 1.
///
/// Columns count characters (grapheme clusters), so a tab or an accented letter is one column.
nonisolated public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file as the user named it (or as the runner shows a bundled file).
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `FILE:LINE`, as failure reports show it.
  public var fileAndLine: String { "\(file):\(line)" }

  /// `FILE:LINE:COLUMN`, as parse errors show it.
  public var description: String { "\(file):\(line):\(column)" }
}
