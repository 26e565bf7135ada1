import Foundation

/// Flipping and reading switches.
extension UIDriver {
  /// Sets a switch on or off as a user flips it: when the state changes, `isOn` changes and
  /// `.valueChanged` is sent; when it already is in that state nothing happens (as in UIKit,
  /// where there is nothing to flip). Fails when the switch is missing, hidden, disabled, not a
  /// switch, or an alert is up.
  public func setSwitch(_ id: String, on: Bool) throws {
    let control: UISwitch = try usable(id, "flip", kind: "switch")
    guard control.isOn != on else { return }
    control.isOn = on
    control.sendActions(for: .valueChanged)
  }

  /// Whether the switch `id` is on (visible or not); fails when it is missing or not a switch.
  public func isOn(_ id: String) throws -> Bool {
    let view = try element(id)
    guard let control = view as? UISwitch else {
      throw UIDriverError("'\(id)' is a \(view.kindForMessages), not a switch")
    }
    return control.isOn
  }
}
