/// A view that shows a line of text: SwiftUI's `Text`, drawn as a `UILabel`.
public struct Text: View, Equatable {
  let string: String

  /// Text from a literal or an interpolation (there is no localisation: the key is the text).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    string = key.resolved
  }

  /// Text from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    string = String(content)
  }

  /// Text shown as given, never localised.
  public init(verbatim content: String) {
    string = content
  }

  /// A value formatted by `format`: `Text(price, format: .currency(code: "USD"))`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    string = format.format(input)
  }

  /// An attributed string's characters.
  public init(_ attributedContent: AttributedString) {
    string = String(attributedContent.characters)
  }

  /// A date.
  public init(_ date: Date, style: DateStyle) {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateStyle = style == .date ? .medium : .none
    formatter.timeStyle = style == .time ? .short : .none
    string = formatter.string(from: date)
  }

  /// How `Text(_:style:)` shows a date.
  public enum DateStyle: Hashable, Sendable {
    case time, date, relative, offset, timer
  }

  /// Two texts, one after the other.
  public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.string + rhs.string) }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Text: PrimitiveView {
  func update(_ node: ViewNode) {
    let label = node.leaf { UILabel() }
    if label.text != string { label.text = string }
  }
}

extension Text: TextRepresentable {
  var plainText: String? { string }
}

/// Text modifiers that return `Text`, so texts with them can still be added together.
extension Text {
  public func font(_ font: Font?) -> Text { self }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  public func fontDesign(_ design: Font.Design?) -> Text { self }
  public func bold(_ isActive: Bool = true) -> Text { self }
  public func italic(_ isActive: Bool = true) -> Text { self }
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  public func monospacedDigit() -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text { self }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func kerning(_ kerning: CGFloat) -> Text { self }
  public func tracking(_ tracking: CGFloat) -> Text { self }
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
  public func textCase(_ textCase: Text.Case?) -> Text { self }

  /// Letter case for `textCase(_:)`.
  public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

/// The key of a localised string; here, the text itself (there is no localisation), made
/// from a literal or an interpolation.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  let resolved: String

  /// A key from a string.
  public init(_ value: String) {
    resolved = value
  }

  public init(stringLiteral value: String) {
    resolved = value
  }

  public init(stringInterpolation: StringInterpolation) {
    resolved = stringInterpolation.output
  }

  /// Builds the text of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity)
    }

    public mutating func appendLiteral(_ literal: String) { output += literal }
    public mutating func appendInterpolation(_ string: String) { output += string }
    public mutating func appendInterpolation(_ text: Text) { output += text.string }
    public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      output += String(format: specifier, value)
    }
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      output += format.format(input)
    }
  }
}
