/// Holds the first responder of a window (or of everything outside windows), weakly.
final class FocusScope {
  static let detached = FocusScope()
  weak var firstResponder: UIResponder?
}
