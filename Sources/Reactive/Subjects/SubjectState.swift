/// What a subject keeps (its observers, its terminal event, whether it was disposed) and the
/// rules both subjects follow with it: how an event reaches the observers, what a late
/// subscriber gets, what disposal drops. `PublishSubject` and `BehaviorSubject` differ only in
/// the current value `BehaviorSubject` records and replays.
@usableFromInline
protocol SubjectState: AnyObject {
  associatedtype Element
  var observers: ObserverStore<Element> { get }
  var stoppedEvent: Event<Element>? { get set }
  var disposed: Bool { get set }
}

extension SubjectState {
  /// Whether events are still taken: no terminal event yet, not disposed.
  @inlinable
  var isAccepting: Bool { stoppedEvent == nil && !disposed }

  /// Sends `event` to the observers subscribed now. An element goes to each of them (one
  /// observer, the usual case, is called without copying the list); a terminal event is
  /// remembered and the observers are forgotten before they are told.
  @inlinable
  func deliver(_ event: Event<Element>) {
    if case .next = event {
      let count = observers.list.handlers.count
      if count == 1 {
        let handler = observers.list.handlers[0]
        handler.on(event)
      } else if count > 1 {
        ObserverList.dispatch(event, to: observers.list.handlers)
      }
    } else {
      stoppedEvent = event
      let current = observers.list.handlers
      observers.list.removeAll()
      ObserverList.dispatch(event, to: current)
    }
  }

  /// Subscribes `on`: after disposal it gets `RxError.disposed`, after a terminal event only
  /// that event; otherwise it is added, then sent `current` if there is one.
  @inlinable
  func attach(_ on: @escaping (Event<Element>) -> Void, replaying current: Element?)
    -> Disposable
  {
    if disposed {
      on(.error(RxError.disposed))
      return Disposables.create()
    }
    if let stoppedEvent {
      on(stoppedEvent)
      return Disposables.create()
    }
    let key = observers.list.insert(on)
    if let current { on(.next(current)) }
    // Made here, where `attach` is specialised, and capturing nothing: disposing runs the
    // specialised removal (generic code would look up type metadata on every disposal).
    return SubjectSubscription(observers, key: key) { store, key in
      unsafeDowncast(store, to: ObserverStore<Element>.self).list.remove(key)
    }
  }

  /// Drops every observer and the terminal event; later subscribers get an error.
  @inlinable
  func close() {
    disposed = true
    observers.list.removeAll()
    stoppedEvent = nil
  }
}

/// One observer's subscription to a subject: disposing it removes the observer from the
/// subject's `ObserverStore`, which it holds until then. One object, where a closure and a
/// disposable around it would be two.
///
/// Not generic: its `dispose()` is reached through the `Disposable` witness, which for a
/// generic class is unspecialised code; the removal it calls was made where the subject's
/// types are known.
@usableFromInline
final class SubjectSubscription: Disposable {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  /// The subject's observers; `nil` once disposed.
  @exclusivity(unchecked) @usableFromInline var store: AnyObject?
  @usableFromInline let key: Int
  @usableFromInline let remove: (_ store: AnyObject, _ key: Int) -> Void

  @inlinable
  init(_ store: AnyObject, key: Int, remove: @escaping (_ store: AnyObject, _ key: Int) -> Void) {
    self.store = store
    self.key = key
    self.remove = remove
  }

  @inlinable
  func dispose() {
    guard let store else { return }
    self.store = nil
    remove(store, key)
  }
}
