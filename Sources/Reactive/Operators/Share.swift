/// How long a shared sequence's connection and replay buffer live.
public enum SubjectLifetimeScope {
  /// The source is subscribed while at least one subscriber remains; when the last one leaves,
  /// it is disconnected and its replay buffer cleared. The next subscriber reconnects.
  case whileConnected
  /// The replay buffer outlives the subscribers; the source is still disconnected when the
  /// last one leaves and reconnected for the next.
  case forever
}

extension ObservableType {
  /// One subscription to this sequence, shared by every subscriber, each new subscriber
  /// receiving the last `replay` elements first.
  @inlinable
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Observable<Element>
  {
    ShareReplay(source: asObservable(), replay: replay, scope: scope)
  }
}

/// The multicasting behind `share(replay:scope:)` (and so behind every `Driver` and `Signal`).
///
/// It keeps its subscribers as a subject does (`ObserverStore`: a fused chain's head is called
/// with plain elements, a single subscriber without a retain), and takes its source's
/// elements as they are (`subscribeElements`), through a connection made where `share` is
/// inlined, so that every step of an element is code specialised for its type.
@usableFromInline
final class ShareReplay<Element>: Observable<Element> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @usableFromInline let source: Observable<Element>
  @usableFromInline let replay: Int
  @usableFromInline let scope: SubjectLifetimeScope
  @usableFromInline let observers = ObserverStore<Element>()
  @exclusivity(unchecked) @usableFromInline var buffer: [Element] = []
  @exclusivity(unchecked) @usableFromInline var stoppedEvent: Event<Element>?
  @exclusivity(unchecked) @usableFromInline var connection: Disposable?
  /// Which connection is current: what an earlier connection sends after it ended is dropped.
  @exclusivity(unchecked) @usableFromInline var connectionID = 0
  /// Subscribes to the source for connection `id`. Made in `init`, where the operator is
  /// inlined, capturing nothing; it holds the shared sequence strongly while connected (as
  /// RxSwift's connection holds its parent), so one nobody else keeps still delivers, and
  /// disconnecting breaks the cycle.
  @usableFromInline let connector: (_ shared: ShareReplay<Element>, _ id: Int) -> Disposable

  @inlinable
  init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
    self.source = source
    self.replay = replay
    self.scope = scope
    self.connector = { shared, id in
      shared.source.subscribeElements(
        next: { element in if shared.connectionID == id { shared.receive(element) } },
        onEnd: { error in if shared.connectionID == id { shared.end(error) } })
    }
    super.init()
  }

  @usableFromInline
  override func subscribe(events on: @escaping (Event<Element>) -> Void) -> Disposable {
    attach(ClosureObserverBox(on))
  }

  /// Subscribes the observer in `box`: it gets the replayed elements, then, after a terminal
  /// event kept `.forever`, only that event; otherwise it is added, and the first subscriber
  /// connects.
  @inlinable
  func attach(_ box: ObserverBox<Element>) -> Disposable {
    for element in buffer { box.invoke(box, .next(element)) }
    if let stoppedEvent {
      box.invoke(box, stoppedEvent)
      return Disposables.create()
    }
    observers.insert(box)
    if connection == nil { connect() }
    // Capturing nothing, made where the types are known (see `SubjectSubscription`).
    return SubjectSubscription(self, key: box.key) { shared, key in
      unsafeDowncast(shared, to: ShareReplay<Element>.self).unsubscribe(key)
    }
  }

  @inlinable
  func connect() {
    connectionID += 1
    let id = connectionID
    connection = Disposables.create()
    let subscription = connector(self, id)
    // The source may have ended (and so disconnected) while it was being subscribed.
    if connectionID == id, connection != nil {
      connection = subscription
    } else {
      subscription.dispose()
    }
  }

  @inlinable
  func receive(_ element: Element) {
    if replay == 1, !buffer.isEmpty {
      buffer[0] = element
    } else if replay > 0 {
      buffer.append(element)
      if buffer.count > replay { buffer.removeFirst(buffer.count - replay) }
    }
    observers.send(.next(element))
  }

  @inlinable
  func end(_ error: Swift.Error?) {
    let event: Event<Element> = error.map { .error($0) } ?? .completed
    let current = observers.removeAll()
    disconnect()
    if scope == .forever { stoppedEvent = event }
    ObserverStore.send(event, to: current)
  }

  @inlinable
  func unsubscribe(_ key: Int) {
    observers.remove(key)
    if observers.isEmpty { disconnect() }
  }

  @inlinable
  func disconnect() {
    connectionID += 1
    let current = connection
    connection = nil
    if scope == .whileConnected { buffer = [] }
    current?.dispose()
  }
}
