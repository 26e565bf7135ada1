extension ObservableType where Element: Equatable {
  /// Drops each element equal to the one before it.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> {
    fuse { next in
      let last = StageState<Element?, Element>(nil, next: next)
      return { element in
        if let previous = last.value, previous == element { return }
        last.value = element
        try last.next(element)
      }
    }
  }
}

extension ObservableType {
  /// Drops each element whose key, from `keySelector`, equals the previous element's key.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) throws -> Key
  ) -> Observable<Element> {
    distinctUntilChanged(keySelector, comparer: { $0 == $1 })
  }

  /// Drops each element that `comparer` finds equal to the one before it.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Drops each element whose value at `keyPath` equals the previous element's.
  @inlinable
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
  }

  /// Drops each element whose key `comparer` finds equal to the previous element's key.
  @inlinable
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    fuse { next in
      let currentKey = StageState<Key?, Element>(nil, next: next)
      return { element in
        let key = try keySelector(element)
        if let current = currentKey.value, try comparer(current, key) { return }
        currentKey.value = key
        try currentKey.next(element)
      }
    }
  }
}
