// View (MVVM): the two binders this app needs that RxCocoa does not have, written as RxCocoa
// extensions are (`Reactive where Base: …`, holding the base weakly through `Binder`).
// Owns: how a one-shot event reaches a widget. Must not know: when or why it fires.
import Domain
import HeadlessUI
import Layouts
import Reactive
import ReactiveUI

extension Reactive where Base: UIResponder {
  /// Moves focus to the responder on each element.
  var becomeFirstResponder: Binder<Void> {
    Binder(base) { responder, _ in _ = responder.becomeFirstResponder() }
  }
}

extension Reactive where Base: UIViewController {
  /// Presents each alert (Layouts' `UIViewController.presentAlert(_:)`).
  var presentAlert: Binder<AlertText> {
    Binder(base) { controller, text in controller.presentAlert(text) }
  }
}
