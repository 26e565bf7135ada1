import Dispatch
import Scheduling

/// RxSwift's scheduler for work on a concurrent background queue, so that
/// `subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))` from a tutorial
/// compiles. Reactive is main-actor, so the work cannot leave the main thread: this scheduler
/// runs it on the main queue, on real time (as `MainScheduler` does). Only the thread differs
/// from RxSwift; the order and the timing of events do not.
public final class ConcurrentDispatchQueueScheduler: Scheduler {
  private let live = LiveScheduler()

  /// A scheduler for a queue of this quality of service (kept; the work runs on the main queue).
  public init(qos: DispatchQoS) {}

  /// A scheduler for `queue` (kept; the work runs on the main queue).
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {}

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

/// RxSwift's scheduler for work on a serial background queue; like
/// `ConcurrentDispatchQueueScheduler`, it runs the work on the main queue (Reactive is
/// main-actor).
public final class SerialDispatchQueueScheduler: Scheduler {
  private let live = LiveScheduler()

  /// A scheduler with its own serial queue (kept; the work runs on the main queue).
  public init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial")
  {}

  /// A scheduler with a named serial queue (kept; the work runs on the main queue).
  public init(
    internalSerialQueueName: String,
    serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {}

  /// A scheduler for `queue` (kept; the work runs on the main queue).
  public init(
    queue: DispatchQueue, internalSerialQueueName: String,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {}

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
