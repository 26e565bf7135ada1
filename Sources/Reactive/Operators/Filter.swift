extension ObservableType {
  /// Keeps only the elements for which `predicate` holds.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    fuse { next in
      { element in
        if try predicate(element) { try next(element) }
      }
    }
  }
}
