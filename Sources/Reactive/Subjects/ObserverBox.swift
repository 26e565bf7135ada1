/// One observer of a subject, as its `ObserverStore` keeps it: an object, so that the store can
/// call it without retaining it (a closure loaded from an array is retained for the call, two
/// atomic operations per element).
///
/// `invoke` captures nothing and takes the box itself: it is made where the observer's types
/// are known (a subclass's `init`), so the call is specialised code, with no virtual method.
@usableFromInline
class ObserverBox<Element> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  /// Sends an event to the observer in `box` (this box).
  @usableFromInline nonisolated(unsafe) let invoke:
    (_ box: ObserverBox<Element>, _ event: Event<Element>) -> Void
  /// The key its subscription removes it by (see `ObserverStore.insert`).
  @exclusivity(unchecked) @usableFromInline var key = 0

  @inlinable
  init(invoke: @escaping (_ box: ObserverBox<Element>, _ event: Event<Element>) -> Void) {
    self.invoke = invoke
  }
}

/// An observer that is a closure taking every event.
@usableFromInline
final class ClosureObserverBox<Element>: ObserverBox<Element> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @usableFromInline nonisolated(unsafe) let on: (Event<Element>) -> Void

  @inlinable
  init(_ on: @escaping (Event<Element>) -> Void) {
    self.on = on
    super.init { box, event in
      unsafeDowncast(box, to: ClosureObserverBox<Element>.self).on(event)
    }
  }
}

/// The head of a fused chain (see `FusedObservable`) observing a subject: it calls the chain's
/// first stage with each element, and `onEnd` with an error (also one a stage throws) or
/// `nil` for completion. One object, where a closure would need a context of its own.
@usableFromInline
final class FusedHead<Element>: ObserverBox<Element> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @usableFromInline nonisolated(unsafe) let next: (Element) throws -> Void
  @usableFromInline nonisolated(unsafe) let onEnd: (Swift.Error?) -> Void

  @inlinable
  init(next: @escaping (Element) throws -> Void, onEnd: @escaping (Swift.Error?) -> Void) {
    self.next = next
    self.onEnd = onEnd
    super.init { box, event in unsafeDowncast(box, to: FusedHead<Element>.self).on(event) }
  }

  /// Calls the first stage with an element, `onEnd` with the end.
  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      do {
        try next(element)
      } catch {
        onEnd(error)
      }
    case .error(let error): onEnd(error)
    case .completed: onEnd(nil)
    }
  }
}
