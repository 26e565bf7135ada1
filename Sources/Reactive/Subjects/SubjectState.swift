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

  /// Sends `event` to the observers subscribed now (see `ObserverStore.send`); a terminal
  /// event is remembered and the observers are forgotten before they are told.
  @inlinable
  func deliver(_ event: Event<Element>) {
    if case .next = event {
      observers.send(event)
    } else {
      stoppedEvent = event
      ObserverStore.send(event, to: observers.removeAll())
    }
  }

  /// Subscribes `on`: after disposal it gets `RxError.disposed`, after a terminal event only
  /// that event; otherwise it is added, then sent `current` if there is one.
  @inlinable
  func attach(_ on: @escaping (Event<Element>) -> Void, replaying current: Element?)
    -> Disposable
  {
    attach(ClosureObserverBox(on), replaying: current)
  }

  /// Subscribes the observer in `box` (see `attach(_:replaying:)`).
  @inlinable
  func attach(_ box: ObserverBox<Element>, replaying current: Element?) -> Disposable {
    if disposed {
      box.invoke(box, .error(RxError.disposed))
      return Disposables.create()
    }
    if let stoppedEvent {
      box.invoke(box, stoppedEvent)
      return Disposables.create()
    }
    observers.insert(box)
    if let current { box.invoke(box, .next(current)) }
    // Made here, where `attach` is specialised, and capturing nothing: disposing runs the
    // specialised removal (generic code would look up type metadata on every disposal).
    return SubjectSubscription(observers, key: box.key) { store, key in
      unsafeDowncast(store, to: ObserverStore<Element>.self).remove(key)
    }
  }

  /// Drops every observer and the terminal event; later subscribers get an error.
  @inlinable
  func close() {
    disposed = true
    _ = observers.removeAll()
    stoppedEvent = nil
  }
}

/// One observer's subscription to a subject: disposing it removes the observer from the
/// subject's `ObserverStore`, which it holds until then.
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
