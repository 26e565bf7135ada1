import Domain
import HeadlessUI

/// How every pattern's view controllers show an `AlertText`: a `UIAlertController` with one
/// `UIAlertAction` per button, in order, presented by the view controller itself.
///
/// This is how an alert looks, nothing more; which alert to show, and what its confirming
/// button does, is decided by each pattern's presentation role.
extension UIViewController {
  /// Presents `text` as an alert whose buttons only dismiss it.
  public func presentAlert(_ text: AlertText) {
    let alert = UIAlertController(title: text.title, message: text.message, preferredStyle: .alert)
    for title in text.buttons {
      alert.addAction(UIAlertAction(title: title, style: .default))
    }
    present(alert, animated: true)
  }

  /// Presents `text` as a confirmation: every button but the last cancels; the last (the
  /// destructive choice, as in the delete confirmation of Product 6) runs `confirmed`.
  public func presentConfirmation(_ text: AlertText, confirmed: @escaping () -> Void) {
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
