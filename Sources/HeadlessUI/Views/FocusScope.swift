/// Holds the first responder of a window (or of everything outside windows), weakly.
final class FocusScope {
  weak var firstResponder: UIResponder? {
    didSet {
      guard firstResponder !== oldValue else { return }
      if let view = oldValue as? UIView {
        view.uiEnvironment.emit(UIChange(.focused(false), view: view))
      }
      if let view = firstResponder as? UIView {
        view.uiEnvironment.emit(UIChange(.focused(true), view: view))
      }
    }
  }
}
