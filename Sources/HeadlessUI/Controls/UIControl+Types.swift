import Foundation

extension UIControl {
  /// The events a control sends, with UIKit's bit values.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger went down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A drag inside.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A drag outside.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A drag entering.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A drag leaving.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A tap: the finger lifted inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The finger lifted outside.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed (segmented controls, switches).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action ran.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// A text field started editing (took focus).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed by a keystroke or an edit (not by setting `text`).
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field stopped editing (lost focus).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return was pressed in a text field.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0xF_0000)
    /// Reserved for apps.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A control's state, for per-state titles and colours.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The default state.
    public static let normal = State([])
    /// Being touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }
}
