extension ObservableType {
  /// A sequence whose every subscription runs `subscribe`, which sends events to the observer
  /// and returns what to dispose when the subscription ends.
  @inlinable
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
    -> Observable<Element>
  {
    AnonymousObservable { on in
      let sink = Sink(on)
      sink.run { sink in subscribe(AnyObserver(eventHandler: sink.forward)) }
      return sink
    }
  }

  /// A sequence of one element, then completion.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    create { observer in
      observer.onNext(element)
      observer.onCompleted()
      return Disposables.create()
    }
  }

  /// A sequence of `elements`, then completion.
  @inlinable
  public static func of(_ elements: Element...) -> Observable<Element> {
    from(elements)
  }

  /// A sequence of the elements of `array`, then completion.
  @inlinable
  public static func from(_ array: [Element]) -> Observable<Element> {
    from(sequence: array)
  }

  /// A sequence of the elements of `sequence`, then completion.
  @inlinable
  public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Element {
    from(sequence: sequence)
  }

  /// A sequence of `optional`'s value if any, then completion.
  @inlinable
  public static func from(optional: Element?) -> Observable<Element> {
    from(sequence: optional.map { [$0] } ?? [])
  }

  @usableFromInline
  static func from<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Element {
    create { observer in
      for element in sequence { observer.onNext(element) }
      observer.onCompleted()
      return Disposables.create()
    }
  }

  /// A sequence that completes at once.
  @inlinable
  public static func empty() -> Observable<Element> {
    create { observer in
      observer.onCompleted()
      return Disposables.create()
    }
  }

  /// A sequence that never sends anything.
  @inlinable
  public static func never() -> Observable<Element> {
    create { _ in Disposables.create() }
  }

  /// A sequence that fails at once with `error`.
  @inlinable
  public static func error(_ error: Swift.Error) -> Observable<Element> {
    create { observer in
      observer.onError(error)
      return Disposables.create()
    }
  }

  /// A sequence made afresh by `factory` for each subscription.
  @inlinable
  public static func deferred<Source: ObservableConvertibleType>(
    _ factory: @escaping () throws -> Source
  ) -> Observable<Element> where Source.Element == Element {
    create { observer in
      do {
        return try factory().asObservable().subscribe(observer)
      } catch {
        observer.onError(error)
        return Disposables.create()
      }
    }
  }
}
