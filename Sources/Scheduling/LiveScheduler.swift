import Dispatch

/// A scheduler on real time, for interactive use: actions run on the main queue.
///
/// This is the only place in the project that reads a real clock.
public final class LiveScheduler: Scheduler {
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  /// Creates a scheduler whose time 0 is the moment it was created.
  public init() {
    start = clock.now
  }

  public var now: Duration { clock.now - start }

  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> Cancellable
  {
    let item = DispatchWorkItem { MainActor.assumeIsolated { action() } }
    let components = max(delay, .zero).components
    let nanoseconds =
      Int(components.seconds) * 1_000_000_000
      + Int(components.attoseconds / 1_000_000_000)
    DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: item)
    return AnyCancellable { item.cancel() }
  }
}
