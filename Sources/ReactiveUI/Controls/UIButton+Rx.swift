import HeadlessUI
import Reactive

@MainActor
extension Reactive where Base: UIButton {
  /// One element per tap (`.touchUpInside`).
  public var tap: ControlEvent<Void> {
    controlEvent(.touchUpInside)
  }

  /// A binder that sets the button's title for `controlState`.
  public func title(for controlState: UIControl.State = []) -> Binder<String?> {
    Binder(base) { button, title in button.setTitle(title, for: controlState) }
  }
}
