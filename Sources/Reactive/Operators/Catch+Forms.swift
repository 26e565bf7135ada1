extension ObservableType {
  /// On error, continues with the next sequence of `sequence`; the last one's error goes
  /// through. Completion of any of them completes the result.
  public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    let sources = Array(sequence)
    guard let first = sources.first else { return .empty() }
    return sources.dropFirst().reduce(first) { chain, next in chain.catch { _ in next } }
  }

  /// RxSwift 5's name for `catch(_:)`.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    `catch`(handler)
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }
}
