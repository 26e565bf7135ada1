import Foundation

/// A view that sends events to actions: the base of buttons, text fields and segmented
/// controls.
///
/// Register closures with `addAction(_:for:)`. Target–action (`addTarget(_:action:for:)`)
/// is not available: `#selector` needs the Objective-C runtime, which Linux lacks.
open class UIControl: UIView {
  /// Whether the control accepts touches. Disabled controls still send events from code.
  open var isEnabled = true {
    didSet {
      if isEnabled != oldValue { uiEnvironment.emit(UIChange(.enabled(isEnabled), view: self)) }
    }
  }
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted (being touched).
  open var isHighlighted = false
  /// The state as flags.
  open var state: State {
    var s: State = []
    if !isEnabled { s.insert(.disabled) }
    if isSelected { s.insert(.selected) }
    if isHighlighted { s.insert(.highlighted) }
    return s
  }
  private var registrations: [(action: UIAction, events: Event)] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a control with a primary action (sent on `.primaryActionTriggered`).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Runs `action` whenever one of `controlEvents` is sent. An action with the same
  /// identifier registered for the same events is replaced.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    registrations.removeAll {
      $0.action.identifier == action.identifier && $0.events == controlEvents
    }
    registrations.append((action, controlEvents))
  }

  /// Stops running `action` for `controlEvents`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action with this identifier for `controlEvents`.
  open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    for i in registrations.indices.reversed() where registrations[i].action.identifier == identifier
    {
      registrations[i].events.subtract(controlEvents)
      if registrations[i].events.isEmpty { registrations.remove(at: i) }
    }
  }

  /// The events some action is registered for.
  open var allControlEvents: Event {
    registrations.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// Runs, in registration order, every action registered for any of `controlEvents`.
  /// `.touchUpInside` also sends `.primaryActionTriggered` for buttons, as in UIKit.
  open func sendActions(for controlEvents: Event) {
    var events = controlEvents
    if events.contains(.touchUpInside) && self is UIButton {
      events.insert(.primaryActionTriggered)
    }
    if events.contains(.valueChanged) && self is UISegmentedControl {
      events.insert(.primaryActionTriggered)
    }
    for registration in registrations where !registration.events.isDisjoint(with: events) {
      registration.action.perform(from: self)
    }
  }

  /// Runs one action as if this control sent it.
  open func sendAction(_ action: UIAction) {
    action.perform(from: self)
  }
}
