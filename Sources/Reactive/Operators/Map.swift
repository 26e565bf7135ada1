extension ObservableType {
  /// Transforms each element with `transform`; an error it throws ends the sequence with it.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    fuse { next in { element in try next(transform(element)) } }
  }

  /// Transforms each element with `transform`, dropping the `nil` results.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Observable<Result>
  {
    fuse { next in
      { element in
        if let result = try transform(element) { try next(result) }
      }
    }
  }
}
