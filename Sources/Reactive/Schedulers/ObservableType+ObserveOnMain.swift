import Foundation
import Scheduling

extension ObservableType {
  /// Delivers the events on the main thread, as RxSwift's `MainScheduler.instance` does: an
  /// event that arrives on the main thread while nothing is waiting is delivered at once; one
  /// that arrives on another thread (code built in Swift 5 mode that calls an observer from a
  /// `URLSession` callback) is queued on the main queue, and everything after it waits its
  /// turn, so the order is kept. Disposing drops what is still queued.
  ///
  /// A fused operator (see `FusedObservable`): an element delivered at once passes through as
  /// it is, with no `Event` and no allocation.
  @inlinable
  public func observe(on scheduler: MainScheduler) -> Observable<Element> {
    FusedObservable<Element>(upstream: asObservable()) { node, onElement, onEnd in
      let source = unsafeDowncast(node.upstream.unsafelyUnwrapped, to: Observable<Element>.self)
      let hop = MainThreadHop()
      let subscription = source.subscribeElements(
        next: { element in
          guard hop.mustQueue() else { return try onElement(element) }
          hop.enqueue {
            do { try onElement(element) } catch { onEnd(error) }
          }
        },
        onEnd: { error in
          guard hop.mustQueue() else { return onEnd(error) }
          hop.enqueue { onEnd(error) }
        })
      return Disposables.create {
        subscription.dispose()
        hop.dispose()
      }
    }
  }

  /// Subscribes on the main thread: everything here already runs there, so the subscription
  /// happens at once.
  public func subscribe(on scheduler: MainScheduler) -> Observable<Element> {
    asObservable()
  }
}

/// Moves events to the main thread, in order (see `observe(on: MainScheduler)`).
@usableFromInline
nonisolated final class MainThreadHop: @unchecked Sendable {
  private let lock = NSLock()
  private var queued = 0
  private var isDisposed = false

  @usableFromInline init() {}

  /// Whether an event arriving now must wait on the main queue: it arrived on another
  /// thread, or an earlier one is still waiting. If so, it is counted as waiting, and the
  /// caller must `enqueue` its delivery.
  @usableFromInline
  func mustQueue() -> Bool {
    let onMain = MainQueue.isCurrent
    lock.lock()
    defer { lock.unlock() }
    guard !onMain || queued > 0 else { return false }
    queued += 1
    return true
  }

  /// Runs `deliver` on the main queue, unless disposed by then.
  @usableFromInline
  func enqueue(_ deliver: @escaping () -> Void) {
    let work = Delivery(deliver)
    DispatchQueue.main.async {
      self.lock.lock()
      self.queued -= 1
      let isDisposed = self.isDisposed
      self.lock.unlock()
      if !isDisposed { work.deliver() }
    }
  }

  @usableFromInline
  func dispose() {
    lock.lock()
    isDisposed = true
    lock.unlock()
  }
}

/// Whether the caller runs on the main queue (where the main actor runs). Not
/// `Thread.isMainThread`: once `dispatchMain()` has parked the main thread (as test runners on
/// Linux do), the main queue is served by other threads.
nonisolated enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let installed: Void = DispatchQueue.main.setSpecific(key: key, value: true)

  /// Whether the current code runs on the main queue.
  static var isCurrent: Bool {
    _ = installed
    return DispatchQueue.getSpecific(key: key) == true
  }
}

/// Carries a delivery to the main queue (it only runs there).
nonisolated private final class Delivery: @unchecked Sendable {
  let deliver: () -> Void
  init(_ deliver: @escaping () -> Void) { self.deliver = deliver }
}
