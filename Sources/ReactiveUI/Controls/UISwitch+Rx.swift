import HeadlessUI
import Reactive

@MainActor
extension Reactive where Base: UISwitch {
  /// Whether the switch is on: now, then after each flip; binding to it turns the switch on or
  /// off without sending an event.
  public var isOn: ControlProperty<Bool> {
    value
  }

  /// The same as `isOn`.
  public var value: ControlProperty<Bool> {
    base.rx.controlPropertyWithDefaultEvents(
      getter: { control in control.isOn },
      setter: { control, on in control.isOn = on })
  }
}
