import Foundation

/// A minus/plus control stepping a value. A user's tap changes `value` by `stepValue` and
/// sends `.valueChanged`; setting `value` in code sends nothing, as in UIKit.
open class UIStepper: UIControl {
  /// The current value, kept within `minimumValue...maximumValue`.
  open var value: Double {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  private var storedValue: Double = 0
  /// The lowest value (0 by default).
  open var minimumValue: Double = 0 { didSet { value = storedValue } }
  /// The highest value (100 by default).
  open var maximumValue: Double = 100 { didSet { value = storedValue } }
  /// How much one tap changes the value (1 by default).
  open var stepValue: Double = 1
  /// Whether the value wraps around past the ends.
  open var wraps = false
  /// Whether holding a button repeats (kept).
  open var autorepeat = true
  /// Whether `.valueChanged` is sent while holding (kept).
  open var isContinuous = true

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// What a user's tap on plus does: steps up (wrapping if `wraps`) and sends `.valueChanged`.
  /// Not UIKit API.
  public func simulateIncrement() { step(by: stepValue) }

  /// What a user's tap on minus does. Not UIKit API.
  public func simulateDecrement() { step(by: -stepValue) }

  private func step(by delta: Double) {
    let next = storedValue + delta
    if wraps, next > maximumValue {
      value = minimumValue
    } else if wraps, next < minimumValue {
      value = maximumValue
    } else {
      value = next
    }
    sendActions(for: .valueChanged)
  }

  /// A stepper is 94 × 32 points.
  open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
}
