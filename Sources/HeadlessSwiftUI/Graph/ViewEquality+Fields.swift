@_spi(Reflection) import Swift

/// Comparing two values of one struct type field by field, each field read at its offset in
/// the value: the fields' offsets and types are read from the type once, where reflecting
/// both values (a `Mirror` each, a label and a box per field) cost a fifth of an update.
extension ViewEquality {
  /// One stored field of a struct: where it is in a value, and its type.
  struct StoredField {
    let offset: Int
    let type: Any.Type
  }

  /// The stored fields of `value`'s type, in order, when it is a struct whose fields its
  /// type tells (not one that reflects itself in its own way: `CustomReflectable`) and that
  /// takes room (an empty one has no address to read at).
  static func storedFields(of value: Any) -> [StoredField]? {
    let type = type(of: value)
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    guard Mirror(reflecting: value).displayStyle == .struct,
      !(type is any CustomReflectable.Type), _openExistential(type, do: size) > 0
    else { return nil }
    var fields: [StoredField] = []
    let readAll = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      fields.append(StoredField(offset: offset, type: fieldType))
      return true
    }
    return readAll ? fields : nil
  }

  /// Whether `a` and `b`, two values of the struct type whose fields are `fields`, are equal
  /// field by field (in order, as reflection would compare them).
  @MainActor static func equalFields(
    _ fields: [StoredField], of a: Any, _ b: Any, budget: inout Int
  ) -> Bool {
    guard !fields.isEmpty else { return true }
    return withBytes(of: a) { left in
      withBytes(of: b) { right in
        for field in fields {
          let l = value(of: field.type, at: left + field.offset)
          let r = value(of: field.type, at: right + field.offset)
          guard equal(l, r, budget: &budget) else { return false }
        }
        return true
      }
    }
  }

  /// Runs `body` with the address of `value`'s bytes.
  private static func withBytes<R>(of value: Any, _ body: (UnsafeRawPointer) -> R) -> R {
    func open<T>(_ opened: T) -> R {
      withUnsafeBytes(of: opened) { body($0.baseAddress!) }
    }
    return _openExistential(value, do: open)
  }

  /// A copy of the value of type `type` stored at `address`.
  private static func value(of type: Any.Type, at address: UnsafeRawPointer) -> Any {
    func load<T>(_: T.Type) -> Any { address.assumingMemoryBound(to: T.self).pointee }
    return _openExistential(type, do: load)
  }
}
