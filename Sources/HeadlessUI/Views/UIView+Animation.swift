import Foundation

extension UIView {
  /// How an animation runs (kept: there are no animations headless).
  public struct AnimationOptions: OptionSet, Sendable {
    /// The options as bits.
    public let rawValue: UInt
    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
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
