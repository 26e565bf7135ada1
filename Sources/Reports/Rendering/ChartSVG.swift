import Formats

/// An SVG chart being drawn for the HTML report: its parts, and how far right its widest part
/// reaches, so the SVG is as wide as what it holds (a legend or a figure never falls off).
/// Text widths are estimated from the characters at the charts' 13 px.
public struct ChartSVG {
  /// The SVG elements, in drawing order.
  private(set) var parts: [String] = []
  /// The rightmost point any part reaches.
  private(set) var right = 0.0

  /// The text size of every chart.
  public static let fontSize = 13.0
  /// The width of the label column, in pixels.
  public static let labelWidth = 100
  /// The width of a full bar, in pixels.
  public static let barWidth = 440
  /// The height of one bar's row, in pixels.
  public static let rowHeight = 26
  /// Where legends wrap: the bars' right edge and room for a figure.
  public static let legendRight = labelWidth + barWidth + 190

  /// An empty chart.
  public init() {}

  /// The width `text` takes at the charts' size: a generous average per character (capitals
  /// and digits are wide), more in bold.
  public static func width(of text: String, bold: Bool = false) -> Double {
    (Double(text.count) * fontSize * (bold ? 0.66 : 0.6)).rounded(.up)
  }

  /// Adds a raw part reaching `right`.
  public mutating func add(_ part: String, reaching right: Double) {
    parts.append(part)
    self.right = max(self.right, right)
  }

  /// A text at the left edge of row `y` (a pattern's name), bold for a heading.
  public mutating func label(_ text: String, y: Int, bold: Bool = false) {
    add(
      "<text x=\"0\" y=\"\(y + 16)\"\(bold ? " font-weight=\"bold\"" : "")>"
        + "\(MarkupEscaper.escape(text))</text>",
      reaching: Self.width(of: text, bold: bold))
  }

  /// A bar in row `y` with `title` as its tooltip.
  public mutating func rect(x: Double, y: Int, width: Double, color: String, title: String) {
    add(
      "<rect x=\"\(Self.format(x))\" y=\"\(y + 3)\" width=\"\(Self.format(width))\" height=\"18\""
        + " fill=\"\(color)\"><title>\(MarkupEscaper.escape(title))</title></rect>",
      reaching: x + width)
  }

  /// A figure written just right of a bar ending at `x`.
  public mutating func value(_ text: String, x: Double, y: Int) {
    add(
      "<text x=\"\(Self.format(x + 6))\" y=\"\(y + 16)\">\(MarkupEscaper.escape(text))</text>",
      reaching: x + 6 + Self.width(of: text))
  }

  /// A legend from `x0` on, starting at `y`, wrapping before `maxRight`: a swatch and a title
  /// per entry. Returns the y under it.
  public mutating func legend(_ entries: [(color: String, title: String)], x0: Int, y: Int, maxRight: Int)
    -> Int
  {
    var x = Double(x0)
    var row = y + 6
    for (color, title) in entries {
      let width = 18 + Self.width(of: title) + 16
      if x + width > Double(maxRight), x > Double(x0) {
        x = Double(x0)
        row += 22
      }
      add(
        "<rect x=\"\(Self.format(x))\" y=\"\(row)\" width=\"13\" height=\"13\" fill=\"\(color)\"/>",
        reaching: x + 13)
      add(
        "<text x=\"\(Self.format(x + 18))\" y=\"\(row + 11)\">\(MarkupEscaper.escape(title))</text>",
        reaching: x + 18 + Self.width(of: title))
      x += width
    }
    return row + 22
  }

  /// The chart: as wide as its parts reach, `height` tall, scaling down on a narrow screen.
  public func svg(height: Int, label: String) -> String {
    let width = Int(right.rounded(.up)) + 8
    let height = max(height, 1)
    return "<svg width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
      + " role=\"img\" aria-label=\"\(MarkupEscaper.escape(label))\">\n"
      + parts.joined(separator: "\n")
      + "\n</svg>"
  }

  public static func format(_ value: Double) -> String { ReportTables.oneDecimal(value) }
}
