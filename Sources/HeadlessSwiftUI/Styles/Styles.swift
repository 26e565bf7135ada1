/// Styles and small value types that only change how things look (kept for source
/// compatibility: nothing is drawn).

public protocol PrimitiveButtonStyle {}
public protocol ButtonStyle: PrimitiveButtonStyle {}
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { .init() }
}

public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { .init() } }
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: Self { .init() }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { .init() } }

public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: Self { .init() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: Self { .init() }
}
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: Self { .init() }
}

public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: Self { .init() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: Self { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: Self { .init() }
}

public protocol ToggleStyle {}
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: Self { .init() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: Self { .init() }
}
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: Self { .init() } }

public protocol LabelStyle {}
public struct DefaultLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: Self { .init() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: Self { .init() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: Self { .init() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: Self { .init() }
}

public protocol ProgressViewStyle {}
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: Self { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: Self { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: Self { .init() }
}

/// A vertical edge.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  case top, bottom
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

public enum ScrollDismissesKeyboardMode: Hashable, Sendable {
  case automatic, immediately, interactively, never
}

public enum ButtonBorderShape: Hashable, Sendable { case automatic, capsule, roundedRectangle }
public enum ControlSize: Hashable, Sendable, CaseIterable { case mini, small, regular, large }
public enum ToolbarRole: Hashable, Sendable { case automatic, navigationStack, browser, editor }
public enum Prominence: Hashable, Sendable { case standard, increased }

public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func height(_ height: CGFloat) -> PresentationDetent { .medium }
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { .medium }
}

public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
}

public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  let character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}")
}

public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let command = EventModifiers(rawValue: 1), shift = EventModifiers(rawValue: 2)
  public static let option = EventModifiers(rawValue: 4), control = EventModifiers(rawValue: 8)
}

public struct KeyboardShortcut: Hashable, Sendable {
  public static let defaultAction = KeyboardShortcut()
  public static let cancelAction = KeyboardShortcut()
}

public enum AccessibilityChildBehavior: Hashable, Sendable { case ignore, contain, combine }

public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1)
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  public static let isSelected = AccessibilityTraits(rawValue: 4)
}

/// Navigation bar vocabulary.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// An angle.
public struct Angle: Hashable, Sendable {
  public var radians: Double
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public var degrees: Double { radians * 180 / .pi }
}

extension Text {
  /// How text is cut when it does not fit.
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

/// Whether text can be selected.
public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability { public init() {} }
public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: Self { .init() }
}
extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: Self { .init() }
}
