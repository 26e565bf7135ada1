import Foundation

/// A slider picking a value in a range. A user's drag changes `value` and sends
/// `.valueChanged`; setting `value` in code sends nothing, as in UIKit.
open class UISlider: UIControl {
  /// The current value, kept within `minimumValue...maximumValue`.
  open var value: Float {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  private var storedValue: Float = 0
  /// The lowest value (0 by default).
  open var minimumValue: Float = 0 { didSet { value = storedValue } }
  /// The highest value (1 by default).
  open var maximumValue: Float = 1 { didSet { value = storedValue } }
  /// Whether a drag sends `.valueChanged` continuously (kept).
  open var isContinuous = true
  /// The colour of the track left of the thumb.
  open var minimumTrackTintColor: UIColor?
  /// The colour of the track right of the thumb.
  open var maximumTrackTintColor: UIColor?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the value (sends nothing; `animated` is ignored headless).
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  /// What a user's drag to `value` does: sets it (clamped) and sends `.valueChanged`. Not
  /// UIKit API.
  public func simulateSlide(to value: Float) {
    self.value = value
    sendActions(for: .valueChanged)
  }

  /// A slider is 31 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }
}
