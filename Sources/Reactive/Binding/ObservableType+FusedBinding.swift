/// A relay as `bind(to:)` sees it: something that accepts elements.
@usableFromInline
@MainActor protocol AcceptingRelay {
  /// The type of the elements it accepts.
  associatedtype Accepted

  /// Takes one element.
  func accept(_ event: Accepted)
}

extension PublishRelay: AcceptingRelay {}
extension BehaviorRelay: AcceptingRelay {}

/// The end of a binding to relays when the bound sequence is a fused chain (see
/// `FusedObservable`): the chain's last stage hands its elements straight to the relays, with
/// none of the per-element wrapping into `Event`s that a subscription goes through.
///
/// Same guarantees as a `Sink`: nothing after the end or `dispose()`, and the upstream
/// subscription is disposed at the end.
@usableFromInline
final class BindingSink: Cancelable {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @exclusivity(unchecked) @usableFromInline var stopped = false
  @exclusivity(unchecked) @usableFromInline var disposed = false
  /// The upstream subscription; a no-op disposable before `run` and after disposal. Not an
  /// optional: destroying an optional existential goes through generic value witnesses.
  @exclusivity(unchecked) @usableFromInline var upstream: Disposable = Disposables.create()
  /// What the end does, for `subscribe(onNext:onError:onCompleted:onDisposed:)`; `nil` for
  /// a binding to relays (see `end(_:)`). Its closures are stored here rather than captured
  /// by one closure, which would be one more allocation per subscription.
  @usableFromInline let subscriber: Subscriber?

  /// The end closures of `subscribe(onNext:onError:onCompleted:onDisposed:)`.
  @usableFromInline
  struct Subscriber {
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    /// Runs `onDisposed`, if there is one. A concrete class, not a `Disposable`: copying and
    /// destroying an existential goes through the value witnesses of its dynamic type.
    @usableFromInline let disposed: AnonymousDisposable?

    @inlinable
    init(
      onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
      disposed: AnonymousDisposable?
    ) {
      self.onError = onError
      self.onCompleted = onCompleted
      self.disposed = disposed
    }
  }

  @inlinable
  init(subscriber: Subscriber? = nil) {
    self.subscriber = subscriber
  }

  @usableFromInline var isDisposed: Bool { disposed }

  /// Subscribes upstream with `subscribe`, keeping the subscription to dispose later (or
  /// disposing it at once if the binding already ended).
  @inlinable
  func run(_ subscribe: (BindingSink) -> Disposable) -> BindingSink {
    let subscription = subscribe(self)
    if disposed {
      subscription.dispose()
    } else {
      upstream = subscription
    }
    return self
  }

  /// Ends the binding: the subscriber's `onError` (or the default error handler) or
  /// `onCompleted` runs, then its `disposed`; for relays, an error is a programming mistake
  /// and completion is ignored (a relay never ends), as RxRelay's `bind(to:)` does.
  @inlinable
  func end(_ error: Swift.Error?) {
    guard !stopped else { return }
    stopped = true
    if let subscriber {
      if let error {
        if let onError = subscriber.onError {
          onError(error)
        } else {
          Hooks.defaultErrorHandler(error)
        }
      } else {
        subscriber.onCompleted?()
      }
      subscriber.disposed?.dispose()
    } else if let error {
      bindingError(error)
    }
    dispose()
  }

  @inlinable
  func dispose() {
    guard !disposed else { return }
    disposed = true
    stopped = true
    let subscription = upstream
    upstream = Disposables.create()
    subscription.dispose()
  }
}

extension ObservableType {
  /// Binds to `relays` a sequence that sends plain elements (a fused chain, a subject, a
  /// shared sequence); `nil` if this sequence is not one.
  @inlinable
  func fusedBinding<Relay: AcceptingRelay>(to relays: [Relay]) -> Disposable?
  where Relay.Accepted == Element {
    let source = asObservable()
    guard source.sendsPlainElements else { return nil }
    return BindingSink().run { sink in
      source.subscribeElements(
        next: { element in
          if sink.stopped { return }
          for relay in relays { relay.accept(element) }
        },
        onEnd: { error in sink.end(error) })
    }
  }
}
