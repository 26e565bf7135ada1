/// A chain of element-wise stages (`map`, `compactMap`, `filter`, `distinctUntilChanged`)
/// run as one operator: one subscription upstream and one `Sink`, the stages calling each
/// other directly with plain elements.
///
/// Applying such an operator to a `FusedObservable` adds a stage to it instead of a layer of
/// subscription. The behaviour is the same as one operator per stage: elements in order, the
/// first error (from upstream or thrown by a stage) ends the sequence and unsubscribes.
///
/// Some producers are `FusedObservable`s themselves, calling the stages with plain elements:
/// `combineLatest` of 2 sources (`CombineLatestPair`). At the other end, `bind(to:)` a relay
/// connects to the chain directly (`BindingSink`); any other subscriber goes through a `Sink`.
@usableFromInline
final class FusedObservable<Element>: Observable<Element> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  /// Subscribes upstream for `node` (this chain), sending each element through the stages to
  /// `onElement` and the end (an error, or `nil` for completion) to `onEnd`.
  @usableFromInline typealias Connect = (
    _ node: FusedObservable<Element>,
    _ onElement: @escaping (Element) throws -> Void,
    _ onEnd: @escaping (Swift.Error?) -> Void
  ) -> Disposable

  @usableFromInline let connector: Connect
  /// What `connector` subscribes to, if it reads it from the node: the previous node of the
  /// chain, or the chain's source. Kept here rather than captured, so that a stage's connector
  /// captures at most its stage function: when that captures nothing (the usual case once
  /// an operator is specialised for its closure), building the operator allocates only its
  /// node.
  @usableFromInline let upstream: AnyObject?
  @usableFromInline let subscribeHandler:
    (_ node: FusedObservable<Element>, _ on: @escaping (Event<Element>) -> Void) -> Disposable

  @inlinable
  init(upstream: AnyObject? = nil, connect: @escaping Connect) {
    self.connector = connect
    self.upstream = upstream
    // Built here, where the operator is inlined, so the per-element closures are specialised;
    // it captures nothing, so building a chain allocates no context for it.
    self.subscribeHandler = { node, on in
      Sink(on).run { sink in
        node.connect(
          { element in sink.forwardNext(element) },
          { error in sink.forward(error.map { .error($0) } ?? .completed) })
      }
    }
    super.init()
  }

  /// Subscribes upstream, sending each element through the stages to `onElement` and the end
  /// (an error, or `nil` for completion) to `onEnd`.
  @inlinable
  func connect(
    _ onElement: @escaping (Element) throws -> Void, _ onEnd: @escaping (Swift.Error?) -> Void
  ) -> Disposable {
    connector(self, onElement, onEnd)
  }

  @usableFromInline
  override func subscribe(events on: @escaping (Event<Element>) -> Void) -> Disposable {
    subscribeHandler(self, on)
  }
}

extension ObservableType {
  /// Builds an element-wise operator: for each subscription, `stage` gets the function that
  /// takes the stage's output and returns the function that takes this sequence's elements.
  @inlinable
  func fuse<Result>(
    _ stage: @escaping (_ next: @escaping (Result) throws -> Void) -> (Element) throws -> Void
  ) -> Observable<Result> {
    let source = asObservable()
    if let fused = source.exactly(FusedObservable<Element>.self) {
      return FusedObservable<Result>(upstream: fused) { node, onElement, onEnd in
        unsafeDowncast(node.upstream.unsafelyUnwrapped, to: FusedObservable<Element>.self)
          .connect(stage(onElement), onEnd)
      }
    }
    return FusedObservable<Result>(upstream: source) { node, onElement, onEnd in
      let next = stage(onElement)
      let source = unsafeDowncast(node.upstream.unsafelyUnwrapped, to: Observable<Element>.self)
      return source.subscribeFused(next: next, onEnd: onEnd)
    }
  }
}

extension Observable {
  /// Subscribes a fused chain's first stage, `next`, and its end, `onEnd` (an error, also one
  /// `next` throws, or `nil` for completion), as a `FusedHead`. For a subject, its bookkeeping
  /// (`SubjectState.attach`) is specialised for `Element` where the operator is inlined: a
  /// subject's own override is generic code, which looks up type metadata at run time on
  /// every subscription and disposal.
  @inlinable
  func subscribeFused(
    next: @escaping (Element) throws -> Void, onEnd: @escaping (Swift.Error?) -> Void
  ) -> Disposable {
    let head = FusedHead(next: next, onEnd: onEnd)
    if let subject = exactly(BehaviorSubject<Element>.self) {
      return subject.attach(head, replaying: subject.element)
    }
    if let subject = exactly(PublishSubject<Element>.self) {
      return subject.attach(head, replaying: nil)
    }
    if let shared = exactly(ShareReplay<Element>.self) {
      return shared.attach(head)
    }
    return subscribe(events: { event in head.on(event) })
  }

  /// Whether this sequence hands its elements on as they are, with no `Event` per element:
  /// a fused chain, a subject, a shared sequence (what `subscribeElements` connects to
  /// directly).
  @inlinable
  var sendsPlainElements: Bool {
    exactly(FusedObservable<Element>.self) != nil || exactly(PublishSubject<Element>.self) != nil
      || exactly(BehaviorSubject<Element>.self) != nil || exactly(ShareReplay<Element>.self) != nil
  }

  /// Subscribes `next` to the elements and `onEnd` to the end (an error, also one `next`
  /// throws, or `nil` for completion): straight to a fused chain's last stage or to a
  /// subject's or shared sequence's observers (see `sendsPlainElements`), through the events
  /// of any other sequence.
  @inlinable
  func subscribeElements(
    next: @escaping (Element) throws -> Void, onEnd: @escaping (Swift.Error?) -> Void
  ) -> Disposable {
    if let fused = exactly(FusedObservable<Element>.self) {
      return fused.connect(next, onEnd)
    }
    return subscribeFused(next: next, onEnd: onEnd)
  }
}

extension Observable {
  /// This observable as `type`, if it is exactly of that final class: cheaper than `as?`, which
  /// goes through the runtime's dynamic cast.
  @inlinable @inline(__always)
  func exactly<Subclass: Observable<Element>>(_ type: Subclass.Type) -> Subclass? {
    ObjectIdentifier(Swift.type(of: self)) == ObjectIdentifier(type)
      ? unsafeDowncast(self, to: Subclass.self) : nil
  }
}
