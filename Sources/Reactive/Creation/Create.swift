extension ObservableType {
  /// A sequence whose every subscription runs `subscribe`, which sends events to the observer
  /// and returns what to dispose when the subscription ends.
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
    -> Observable<Element>
  {
    AnonymousObservable(subscribe)
  }

  /// A sequence of one element, then completion.
  public static func just(_ element: Element) -> Observable<Element> {
    create { observer in
      observer.onNext(element)
      observer.onCompleted()
      return Disposables.create()
    }
  }

  /// A sequence of `elements`, then completion.
  public static func of(_ elements: Element...) -> Observable<Element> {
    from(elements)
  }

  /// A sequence of the elements of `array`, then completion.
  public static func from(_ array: [Element]) -> Observable<Element> {
    from(sequence: array)
  }

  /// A sequence of the elements of `sequence`, then completion.
  public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Element {
    from(sequence: sequence)
  }

  /// A sequence of `optional`'s value if any, then completion.
  public static func from(optional: Element?) -> Observable<Element> {
    from(sequence: optional.map { [$0] } ?? [])
  }

  private static func from<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Element {
    create { observer in
      let cancel = AnonymousDisposable {}
      for element in sequence {
        if cancel.isDisposed { break }
        observer.onNext(element)
      }
      observer.onCompleted()
      return cancel
    }
  }

  /// A sequence that completes at once.
  public static func empty() -> Observable<Element> {
    create { observer in
      observer.onCompleted()
      return Disposables.create()
    }
  }

  /// A sequence that never sends anything.
  public static func never() -> Observable<Element> {
    create { _ in Disposables.create() }
  }

  /// A sequence that fails at once with `error`.
  public static func error(_ error: Swift.Error) -> Observable<Element> {
    create { observer in
      observer.onError(error)
      return Disposables.create()
    }
  }

  /// A sequence made afresh by `factory` for each subscription.
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
