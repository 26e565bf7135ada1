// View (TEA): how the screens show an alert held in state, and report its answer as an action.
// Owns: the UIAlertController. Must not know: which alert to show, or what a button means
// (the reducer decides; the view sends back which button was tapped).
import Domain
import HeadlessUI

extension UIViewController {
  /// Presents `text` with one button per title, in order; a tap dismisses it and calls
  /// `tapped` with the button's index. With `confirming`, the buttons look as
  /// `presentConfirmation(_:confirmed:)` draws them (cancel, then destructive last), else as
  /// `presentAlert(_:)` does.
  func presentAlert(
    _ text: AlertText, confirming: Bool = false, tapped: @escaping (Int) -> Void
  ) {
    let alert = UIAlertController(title: text.title, message: text.message, preferredStyle: .alert)
    for (index, title) in text.buttons.enumerated() {
      let style: UIAlertAction.Style =
        !confirming ? .default : index == text.buttons.count - 1 ? .destructive : .cancel
      alert.addAction(UIAlertAction(title: title, style: style) { _ in tapped(index) })
    }
    present(alert, animated: true)
  }
}
