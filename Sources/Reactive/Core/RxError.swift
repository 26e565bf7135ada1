/// Errors the library itself raises.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
  /// The object (a subject) was used after it was disposed.
  case disposed
  /// A sequence was expected to have an element and had none.
  case noElements
  /// A sequence was expected to have one element and had more (`asSingle()`, `asMaybe()`).
  case moreThanOneElement

  /// A readable explanation.
  public var debugDescription: String {
    switch self {
    case .disposed: return "Object was already disposed."
    case .noElements: return "Sequence doesn't contain any elements."
    case .moreThanOneElement: return "Sequence contains more than one element."
    }
  }
}
