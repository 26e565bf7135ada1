/// One identified element on an app's top screen, as it is now (`AppSession.elements`).
///
/// A secure field's text is masked, one "•" per character.
nonisolated public struct ElementState: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Its accessibility identifier (`login.email`).
  public var id: String
  /// What a user calls it: "label", "text field", "secure text field", "button",
  /// "segmented control", "table", "view"…
  public var kind: String
  /// A label's text, a field's text (masked when secure) or a button's title; nil for others.
  public var text: String?
  /// A text field's placeholder.
  public var placeholder: String?
  /// Whether a control is enabled; nil for views that are not controls.
  public var isEnabled: Bool?
  /// Whether it is hidden, itself or through an ancestor.
  public var isHidden: Bool
  /// Whether it has focus.
  public var isFocused: Bool
  /// A segmented control's segment titles; nil for others.
  public var segments: [String]?
  /// A segmented control's selected segment title; nil when none is (or for others).
  public var selectedSegment: String?
  /// A table's number of rows; nil for others.
  public var rows: Int?
  /// Whether a switch is on; nil for others.
  public var isOn: Bool?

  /// Creates a state.
  public init(
    id: String, kind: String, text: String? = nil, placeholder: String? = nil,
    isEnabled: Bool? = nil, isHidden: Bool = false, isFocused: Bool = false,
    segments: [String]? = nil, selectedSegment: String? = nil, rows: Int? = nil,
    isOn: Bool? = nil
  ) {
    self.id = id
    self.kind = kind
    self.text = text
    self.placeholder = placeholder
    self.isEnabled = isEnabled
    self.isHidden = isHidden
    self.isFocused = isFocused
    self.segments = segments
    self.selectedSegment = selectedSegment
    self.rows = rows
    self.isOn = isOn
  }

  /// One line: `login.email  text field  "ada@example.com"  enabled  focused`.
  public var description: String {
    var parts = [id, kind]
    if let text { parts.append(quoted(text)) }
    if let placeholder, text?.isEmpty ?? true { parts.append("placeholder \(quoted(placeholder))") }
    if let selectedSegment { parts.append("selected \(quoted(selectedSegment))") }
    if let rows { parts.append(rows == 1 ? "1 row" : "\(rows) rows") }
    if let isOn { parts.append(isOn ? "on" : "off") }
    if let isEnabled { parts.append(isEnabled ? "enabled" : "disabled") }
    if isHidden { parts.append("hidden") }
    if isFocused { parts.append("focused") }
    return parts.joined(separator: "  ")
  }
}
