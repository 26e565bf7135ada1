import Foundation
import Scheduling

extension ObservableType {
  /// Delivers the events on the main thread, as RxSwift's `MainScheduler.instance` does: an
  /// event that arrives on the main thread while nothing is waiting is delivered at once; one
  /// that arrives on another thread (code built in Swift 5 mode that calls an observer from a
  /// `URLSession` callback) is queued on the main queue, and everything after it waits its
  /// turn, so the order is kept. Disposing drops what is still queued.
  public func observe(on scheduler: MainScheduler) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      let hop = MainThreadHop(observer)
      let subscription = source.subscribe { event in hop.deliver(event) }
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
nonisolated private final class MainThreadHop<Element>: @unchecked Sendable {
  private let observer: AnyObserver<Element>
  private let lock = NSLock()
  private var queued = 0
  private var isDisposed = false

  init(_ observer: AnyObserver<Element>) {
    self.observer = observer
  }

  func deliver(_ event: Event<Element>) {
    lock.lock()
    let mustQueue = queued > 0 || !MainQueue.isCurrent
    if mustQueue { queued += 1 }
    lock.unlock()
    let box = EventBox(event)
    guard mustQueue else {
      MainActor.assumeIsolated { self.observer.on(box.event) }
      return
    }
    DispatchQueue.main.async {
      self.lock.lock()
      self.queued -= 1
      let isDisposed = self.isDisposed
      self.lock.unlock()
      if !isDisposed { self.observer.on(box.event) }
    }
  }

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

/// Carries an event to the main queue (it is only read there).
nonisolated private final class EventBox<Element>: @unchecked Sendable {
  let event: Event<Element>
  init(_ event: Event<Element>) { self.event = event }
}
