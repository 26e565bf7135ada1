// View support (MVVM): presents Domain's `AlertText` as a `UIAlertController`, buttons in the
// given order. Owns: how an alert looks. Must not know: why it is shown (the view model's
// `alert` and `confirmDelete` outputs decide that).
import Domain
import HeadlessUI

extension UIViewController {
  /// Presents `text` with every button dismissing it and doing nothing else.
  func presentAlert(_ text: AlertText) {
    let alert = UIAlertController(title: text.title, message: text.message, preferredStyle: .alert)
    for title in text.buttons {
      alert.addAction(UIAlertAction(title: title, style: .default))
    }
    present(alert, animated: true)
  }

  /// Presents `text` as a confirmation: every button but the last cancels; the last (the
  /// destructive one) calls `confirmed`.
  func presentConfirmation(_ text: AlertText, confirmed: @escaping () -> Void) {
    let alert = UIAlertController(title: text.title, message: text.message, preferredStyle: .alert)
    for (index, title) in text.buttons.enumerated() {
      if index == text.buttons.count - 1 {
        alert.addAction(UIAlertAction(title: title, style: .destructive) { _ in confirmed() })
      } else {
        alert.addAction(UIAlertAction(title: title, style: .cancel))
      }
    }
    present(alert, animated: true)
  }
}
