/// The one source of time for the whole app.
///
/// Everything that waits (the 400 ms sign-in, the 250 ms search debounce, the 5-minute
/// lockout) asks a `Scheduler`, never the wall clock, so tests and scenarios can run it in
/// virtual time with `VirtualScheduler` and an interactive app on real time with
/// `LiveScheduler`.
public protocol Scheduler: AnyObject {
  /// The current time, measured from the scheduler's start (time 0).
  var now: Duration { get }

  /// Runs `action` once `delay` has passed (at once-due actions run on the next turn, never
  /// synchronously inside this call).
  ///
  /// - Returns: a handle whose `cancel()` stops the action from running.
  @discardableResult
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> Cancellable
}

/// Something that can be stopped before it runs: a scheduled action, a pending request.
public protocol Cancellable: AnyObject {
  /// Stops the work; calling it again, or after the work ran, does nothing.
  func cancel()
}

/// A `Cancellable` that runs a closure once, on the first `cancel()`.
public final class AnyCancellable: Cancellable {
  private var onCancel: (() -> Void)?

  /// Creates a handle that calls `onCancel` the first time it is cancelled.
  public init(_ onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Whether `cancel()` has been called.
  public var isCancelled: Bool { onCancel == nil }

  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }
}
