import HeadlessUI
import Reactive

@MainActor
extension Reactive where Base: UIActivityIndicatorView {
  /// A binder that starts (`true`) or stops (`false`) the spinner.
  public var isAnimating: Binder<Bool> {
    Binder(base) { indicator, active in
      if active {
        indicator.startAnimating()
      } else {
        indicator.stopAnimating()
      }
    }
  }
}
