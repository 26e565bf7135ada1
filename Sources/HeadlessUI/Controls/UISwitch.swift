import Foundation

/// An on/off switch. A user's flip changes `isOn` and sends `.valueChanged` (and
/// `.primaryActionTriggered`); setting `isOn` or calling `setOn(_:animated:)` in code sends
/// nothing, as in UIKit.
open class UISwitch: UIControl {
  /// Whether the switch is on (off by default).
  open var isOn = false
  /// The colour of the track when on.
  open var onTintColor: UIColor?
  /// The colour of the thumb.
  open var thumbTintColor: UIColor?
  /// The text shown next to a checkbox-style switch (macOS idiom; kept).
  open var title: String?
  /// The switch's look; only `.automatic` and `.sliding` exist on iOS.
  open var preferredStyle: Style = .automatic

  /// The looks of a switch.
  public enum Style: Int, Sendable {
    case automatic, checkbox, sliding
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Turns the switch on or off (sends nothing; `animated` is ignored headless).
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// `.valueChanged` also sends `.primaryActionTriggered`, as for a user's flip on iOS.
  open override func sendActions(for controlEvents: UIControl.Event) {
    var events = controlEvents
    if events.contains(.valueChanged) { events.insert(.primaryActionTriggered) }
    super.sendActions(for: events)
  }

  /// A switch is 51 × 31 points.
  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}
