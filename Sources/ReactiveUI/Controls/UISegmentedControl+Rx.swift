import HeadlessUI
import Reactive

@MainActor
extension Reactive where Base: UISegmentedControl {
  /// The selected segment's index: now, then after each choice; binding to it selects.
  public var selectedSegmentIndex: ControlProperty<Int> {
    value
  }

  /// The same as `selectedSegmentIndex`.
  public var value: ControlProperty<Int> {
    base.rx.controlPropertyWithDefaultEvents(
      getter: { control in control.selectedSegmentIndex },
      setter: { control, index in control.selectedSegmentIndex = index })
  }
}
