import Scheduling

/// RxSwift's main-thread scheduler, on real time: `debounce(.milliseconds(300), scheduler:
/// MainScheduler.instance)` from a tutorial compiles unchanged.
///
/// It reads the real clock (through `LiveScheduler`), so code that uses it cannot run in
/// virtual time: view models in this project take the app's `Scheduler` instead, which is a
/// `VirtualScheduler` in tests and scenarios.
public final class MainScheduler: Scheduler {
  /// The shared instance.
  public static let instance = MainScheduler()
  /// The shared instance (RxSwift's variant that never runs synchronously; here every
  /// scheduled action already runs later).
  public static let asyncInstance = instance

  private let live = LiveScheduler()

  /// Creates a main scheduler; prefer `instance`.
  public init() {}

  /// Real time since the scheduler was created.
  public var now: Duration { live.now }

  /// Runs `action` on the main queue after `delay` of real time.
  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
    -> Cancellable
  {
    live.schedule(after: delay, action)
  }
}
