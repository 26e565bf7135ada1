/// The SVG pieces every bar chart of the tool is drawn with (the report's, the change cost's,
/// the benchmark's): a label column, bars with their figure as text and as a tooltip.
public enum BarChart {
  /// The width of the label column, in pixels.
  public static let labelWidth = 70
  /// The width of a full bar, in pixels.
  public static let barWidth = 440
  /// The height of one bar's row, in pixels.
  public static let rowHeight = 26

  /// The chart: an `<svg>` holding `parts`, `height` pixels high, labelled for screen readers.
  public static func svg(_ parts: [String], height: Int, label: String) -> String {
    let width = labelWidth + barWidth + 190
    return "<svg width=\"\(width)\" height=\"\(max(height, 1))\""
      + " role=\"img\" aria-label=\"\(ReportHTML.escape(label))\">\n"
      + parts.joined(separator: "\n")
      + "\n</svg>"
  }

  /// A row's label, in the label column.
  public static func label(_ text: String, y: Int) -> String {
    "<text x=\"0\" y=\"\(y + 16)\">\(ReportHTML.escape(text))</text>"
  }

  /// A bar (or a bar's part) with its tooltip.
  public static func rect(x: Double, y: Int, width: Double, color: String, title: String)
    -> String
  {
    "<rect x=\"\(format(x))\" y=\"\(y + 3)\" width=\"\(format(width))\" height=\"18\""
      + " fill=\"\(color)\"><title>\(ReportHTML.escape(title))</title></rect>"
  }

  /// A figure written after a bar.
  public static func value(_ text: String, x: Double, y: Int) -> String {
    "<text x=\"\(format(x + 6))\" y=\"\(y + 16)\">\(ReportHTML.escape(text))</text>"
  }

  /// A coordinate with at most one decimal.
  public static func format(_ value: Double) -> String { ReportTables.oneDecimal(value) }
}
