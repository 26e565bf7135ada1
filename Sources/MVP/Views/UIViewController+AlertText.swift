/// View role (MVP): turns Domain's `AlertText` into a `UIAlertController` on screen, for every
/// view controller of the module. Decides nothing: the buttons are the ones given, in order.
import Domain
import HeadlessUI

extension UIViewController {
  /// Presents `alert` with its buttons in order; `handlers` maps a button's index to what it
  /// does (a button without a handler only dismisses the alert).
  func presentAlert(
    _ alert: AlertText, styles: [UIAlertAction.Style] = [],
    handlers: [Int: @MainActor () -> Void] = [:]
  ) {
    let controller = UIAlertController(
      title: alert.title, message: alert.message, preferredStyle: .alert)
    for (index, title) in alert.buttons.enumerated() {
      let style = styles.indices.contains(index) ? styles[index] : .default
      let handler = handlers[index]
      controller.addAction(
        UIAlertAction(title: title, style: style) { _ in handler?() })
    }
    present(controller, animated: true)
  }
}
