import Scheduling

/// The tasks `task(_:)` starts, and how tests wait for them.
///
/// A view's task runs as a Swift `Task` on the main actor. While it runs, `Task.sleep`
/// (as seen by code that imports HeadlessSwiftUI) sleeps on the environment's `taskScheduler`
/// when one is set: on a `VirtualScheduler` the sleep ends when the test advances time, not
/// in real time. A task only moves on when the main actor is free, so a test awaits
/// `ViewTasks.settle()` after showing a view or advancing time.
public enum ViewTasks {
  @TaskLocal static var current: SchedulerHolder?

  /// The scheduler of the view task running now, if any.
  static var scheduler: (any Scheduler)? { current?.scheduler }

  /// Tasks started and not finished.
  @MainActor static var running = 0
  /// Of those, the ones asleep on a scheduler: counted from the moment the sleep begins
  /// until the moment it ends (the scheduler's wake or a cancellation), not until the task
  /// runs again, so `settle()` keeps waiting for a woken task that has not yet had its turn.
  @MainActor static var sleeping = 0

  @MainActor static func start(
    _ action: @escaping @MainActor () async -> Void, scheduler: (any Scheduler)?
  ) -> Task<Void, Never> {
    running += 1
    let holder = SchedulerHolder(scheduler)
    return Task { @MainActor in
      defer { running -= 1 }
      await ViewTasks.$current.withValue(holder) { await action() }
    }
  }

  /// Lets the views' tasks run until each has finished or sleeps on a scheduler (at most
  /// `limit` turns of the main actor, for tasks waiting on something else; while other tests
  /// run in parallel, a turn may go to their work, so the limit is generous).
  @MainActor public static func settle(limit: Int = 100_000) async {
    var turns = 0
    repeat {
      await Task.yield()
      turns += 1
    } while running > sleeping && turns < limit
  }

  /// Sleeps `duration` on `scheduler`; throws `CancellationError` when the task is
  /// cancelled (at once, or while asleep).
  @MainActor static func sleep(for duration: Duration, on scheduler: any Scheduler) async throws {
    try Task.checkCancellation()
    let sleeper = Sleeper()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, Error>) in
        sleeper.continuation = continuation
        sleeping += 1
        sleeper.wake = scheduler.schedule(after: duration) { sleeper.finish(nil) }
      }
    } onCancel: {
      DispatchQueue.main.async { MainActor.assumeIsolated { sleeper.finish(CancellationError()) } }
    }
  }
}

/// One sleep on a scheduler: resumed once, by the scheduler or by cancellation.
@MainActor
final class Sleeper {
  var continuation: CheckedContinuation<Void, Error>?
  var wake: (any Cancellable)?

  func finish(_ error: Error?) {
    wake?.cancel()
    wake = nil
    guard let continuation else { return }
    self.continuation = nil
    ViewTasks.sleeping -= 1
    if let error {
      continuation.resume(throwing: error)
    } else {
      continuation.resume()
    }
  }
}

/// Carries a scheduler into a task.
final class SchedulerHolder: @unchecked Sendable {
  let scheduler: (any Scheduler)?
  init(_ scheduler: (any Scheduler)?) { self.scheduler = scheduler }
}

extension Task where Success == Never, Failure == Never {
  /// Suspends the current task for `duration`: on the scheduler of the view whose `task`
  /// runs it when that view's environment has one, otherwise in real time.
  public static func sleep(for duration: Duration) async throws {
    if let scheduler = ViewTasks.scheduler {
      try await ViewTasks.sleep(for: duration, on: scheduler)
    } else {
      try await Task.sleep(for: duration, tolerance: nil)
    }
  }

  /// Suspends the current task for `nanoseconds`, as `sleep(for:)` does.
  public static func sleep(nanoseconds duration: UInt64) async throws {
    try await sleep(for: .nanoseconds(Int64(clamping: duration)))
  }
}
