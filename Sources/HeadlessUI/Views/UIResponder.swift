import Foundation

/// An object that can take part in focus: the base of views and view controllers.
///
/// HeadlessUI keeps one first responder per window (or one for views outside any window).
/// `becomeFirstResponder()` resigns the previous one first.
open class UIResponder {
  /// Creates a responder.
  public init() {}

  /// Creates a responder from an archive (no archives headless).
  public required init?(coder: NSCoder) {}

  /// The next responder in the chain (a view's superview or its view controller).
  open var next: UIResponder? { nil }

  /// Whether this responder may take focus (`false` by default; text fields say `true`).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder may give up focus.
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder has focus.
  open var isFirstResponder: Bool { focusScope.firstResponder === self }

  /// Takes focus, resigning the current first responder first.
  /// - Returns: whether this responder is first responder afterwards.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    let scope = focusScope
    if let current = scope.firstResponder, !current.resignFirstResponder() { return false }
    scope.firstResponder = self
    return true
  }

  /// Gives up focus.
  /// - Returns: whether this responder gave it up (or never had it).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    focusScope.firstResponder = nil
    return true
  }

  /// Where focus is tracked for this responder: its window, or its environment's scope for
  /// everything outside windows.
  var focusScope: FocusScope { UIEnvironment.current.detachedFocus }
}
