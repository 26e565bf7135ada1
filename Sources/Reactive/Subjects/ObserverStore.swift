/// A subject's observers, in subscription order, in an object of their own: the subject holds
/// it, and so does each subscription to the subject, which removes its observer from it on
/// `dispose()`.
///
/// Subscriptions hold the store, not the subject: a strong reference to the subject would
/// keep it alive through its own observers (subject → observer → chain → subscription →
/// subject), and a weak one gives the subject a side table, which makes every retain and
/// release of it take the runtime's slow path (about a fifth of building, subscribing and
/// disposing a chain). The subject empties the store when it goes away, which lets go of the
/// observers and so of the subscriptions holding the store.
///
/// An element for a single observer (the usual case) is sent without copying the list and
/// without retaining the observer: an observer removed while it is being called (it may
/// unsubscribe, or end the subject) is kept in `retired` until the outermost call returns.
@usableFromInline
final class ObserverStore<Element> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var boxes: [ObserverBox<Element>] =
    []
  @exclusivity(unchecked) @usableFromInline var nextKey = 0
  /// The one observer when there is exactly one, unretained (`boxes` holds it).
  @exclusivity(unchecked) @usableFromInline var only: Unmanaged<ObserverBox<Element>>?
  /// How many calls to `only` are under way (an observer may send to the subject it observes).
  @exclusivity(unchecked) @usableFromInline var sending = 0
  /// Observers removed while `sending`, released once it is back to 0.
  @exclusivity(unchecked) @usableFromInline var retired: [ObserverBox<Element>] = []

  @inlinable init() {}

  @inlinable var isEmpty: Bool { boxes.isEmpty }

  /// Sends an element to every observer subscribed now.
  @inlinable
  func send(_ event: Event<Element>) {
    if let only {
      sending += 1
      Self.call(only, event)
      sending -= 1
      if sending == 0 && !retired.isEmpty { retired = [] }
    } else if boxes.count > 1 {
      Self.send(event, to: boxes)
    }
  }

  /// Calls the observer in `box` without retaining it. Nonisolated, so that the closure handed
  /// to `_withUnsafeGuaranteedRef` needs no main-actor check if it is not inlined.
  @inlinable
  nonisolated static func call(_ box: Unmanaged<ObserverBox<Element>>, _ event: Event<Element>) {
    box._withUnsafeGuaranteedRef { $0.invoke($0, event) }
  }

  /// Calls every observer in `boxes` (a copy taken before the first call: an observer may
  /// subscribe or unsubscribe while being called).
  @inlinable
  static func send(_ event: Event<Element>, to boxes: [ObserverBox<Element>]) {
    for index in boxes.indices { boxes[index].invoke(boxes[index], event) }
  }

  /// Adds `box` under a new key, which it keeps.
  @inlinable
  func insert(_ box: ObserverBox<Element>) {
    box.key = nextKey
    nextKey += 1
    boxes.append(box)
    updateOnly()
  }

  @inlinable
  func remove(_ key: Int) {
    // The latest observer goes first most often (a subscription disposed before the next).
    let index: Int
    if let last = boxes.last, last.key == key {
      index = boxes.count - 1
    } else {
      guard let found = boxes.firstIndex(where: { $0.key == key }) else { return }
      index = found
    }
    let removed = boxes.remove(at: index)
    updateOnly()
    if sending > 0 { retired.append(removed) }
  }

  /// Removes every observer and returns them, for a terminal event.
  @inlinable
  func removeAll() -> [ObserverBox<Element>] {
    let all = boxes
    boxes = []
    only = nil
    if sending > 0 { retired.append(contentsOf: all) }
    return all
  }

  @inlinable
  func updateOnly() {
    only = boxes.count == 1 ? .passUnretained(boxes[0]) : nil
  }

  /// Forgets every observer, from the owning subject's `deinit` (never while sending: the
  /// subject is alive while it sends).
  @usableFromInline
  nonisolated func drop() {
    boxes = []
  }
}
