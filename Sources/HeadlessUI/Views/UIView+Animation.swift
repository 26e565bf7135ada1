import Foundation

extension UIView {
  /// How an animation runs (kept: there are no animations headless).
  public struct AnimationOptions: OptionSet, Sendable {
    /// The options as bits.
    public let rawValue: UInt
    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews during the animation.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets touches through while animating.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current on-screen state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats for ever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs backwards after forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ignores an enclosing animation's duration.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Ignores an enclosing animation's curve.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws content while animating.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows views instead of removing them in a transition.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignores an enclosing animation's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Slow start and end (the default).
    public static let curveEaseInOut = AnimationOptions([])
    /// Slow start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Flips around the vertical axis, left edge first.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flips around the vertical axis, right edge first.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curls up like a page.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curls down like a page.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Fades one content into the other.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flips around the horizontal axis, top edge first.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flips around the horizontal axis, bottom edge first.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  /// Runs `animations` at once, then `completion(true)`: the end state is reached at once
  /// headless, whatever the duration, delay and options.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// A spring animation: runs `animations` at once, then `completion(true)`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// A transition of one view's content: runs `animations` at once, then `completion(true)`.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions,
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }
}
