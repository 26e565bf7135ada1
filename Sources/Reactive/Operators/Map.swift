extension ObservableType {
  /// Transforms each element with `transform`; an error it throws ends the sequence with it.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    lift { sink in
      { event in
        switch event {
        case .next(let element):
          do {
            sink.forwardNext(try transform(element))
          } catch {
            sink.forward(.error(error))
          }
        case .error(let error): sink.forward(.error(error))
        case .completed: sink.forward(.completed)
        }
      }
    }
  }

  /// Transforms each element with `transform`, dropping the `nil` results.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Observable<Result>
  {
    lift { sink in
      { event in
        switch event {
        case .next(let element):
          do {
            if let result = try transform(element) { sink.forwardNext(result) }
          } catch {
            sink.forward(.error(error))
          }
        case .error(let error): sink.forward(.error(error))
        case .completed: sink.forward(.completed)
        }
      }
    }
  }
}
