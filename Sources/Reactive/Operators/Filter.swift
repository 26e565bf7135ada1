extension ObservableType {
  /// Keeps only the elements for which `predicate` holds.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    lift { sink in
      { event in
        switch event {
        case .next(let element):
          do {
            if try predicate(element) { sink.forwardNext(element) }
          } catch {
            sink.forward(.error(error))
          }
        case .error, .completed:
          sink.forward(event)
        }
      }
    }
  }
}
