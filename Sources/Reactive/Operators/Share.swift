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
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Observable<Element>
  {
    ShareReplay(source: asObservable(), replay: replay, scope: scope)
  }
}

/// The multicasting behind `share(replay:scope:)`.
final class ShareReplay<Element>: Observable<Element> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  private let source: Observable<Element>
  private let replay: Int
  private let scope: SubjectLifetimeScope
  @exclusivity(unchecked) private var observers = ObserverList<Element>()
  @exclusivity(unchecked) private var buffer: [Element] = []
  @exclusivity(unchecked) private var stoppedEvent: Event<Element>?
  @exclusivity(unchecked) private var connection: Disposable?
  @exclusivity(unchecked) private var connectionID = 0

  init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
    self.source = source
    self.replay = replay
    self.scope = scope
  }

  override func subscribe(events on: @escaping (Event<Element>) -> Void) -> Disposable {
    for element in buffer { on(.next(element)) }
    if let stoppedEvent {
      on(stoppedEvent)
      return Disposables.create()
    }
    let key = observers.insert(on)
    if connection == nil {
      connectionID += 1
      let id = connectionID
      connection = Disposables.create()
      // Held strongly while connected (as RxSwift's connection holds its parent), so a
      // shared sequence nobody else keeps still delivers; disconnecting breaks the cycle.
      let subscription = source.subscribe { event in
        guard self.connectionID == id else { return }
        self.receive(event)
      }
      if connectionID == id, connection != nil {
        connection = subscription
      } else {
        subscription.dispose()
      }
    }
    return Disposables.create { self.unsubscribe(key) }
  }

  private func receive(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if replay > 0 {
        buffer.append(element)
        if buffer.count > replay { buffer.removeFirst(buffer.count - replay) }
      }
      ObserverList.dispatch(event, to: observers.handlers)
    case .error, .completed:
      let current = observers.handlers
      observers.removeAll()
      disconnect()
      if scope == .forever { stoppedEvent = event }
      ObserverList.dispatch(event, to: current)
    }
  }

  private func unsubscribe(_ key: Int) {
    observers.remove(key)
    if observers.isEmpty { disconnect() }
  }

  private func disconnect() {
    connectionID += 1
    let current = connection
    connection = nil
    if scope == .whileConnected { buffer = [] }
    current?.dispose()
  }
}
