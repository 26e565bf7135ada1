/// Holds the first responder of a window (or of everything outside windows), weakly.
final class FocusScope {
  static let detached = FocusScope()
  weak var firstResponder: UIResponder? {
    didSet {
      guard firstResponder !== oldValue else { return }
      if let view = oldValue as? UIView {
        UIObservation.emit(UIChange(.focused(false), view: view))
      }
      if let view = firstResponder as? UIView {
        UIObservation.emit(UIChange(.focused(true), view: view))
      }
    }
  }
}
