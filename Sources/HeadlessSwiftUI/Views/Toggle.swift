/// A switch: SwiftUI's `Toggle`, drawn as its label's views then a `UISwitch` (which takes
/// the toggle's identifier).
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a label view.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
  /// A toggle titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: PrimitiveView {
  func update(_ node: ViewNode) {
    let row = node.leaf { ToggleRowView() }
    row.accessibilityIdentifier = nil
    node.applyTraits(to: row.toggle)
    if node.traits.isScreenRoot { row.toggle.accessibilityIdentifier = node.traits.identifier }
    let bridge = node.bridge { SwitchBridge(toggle: row.toggle) }
    bridge.isOn = isOn
    let value = node.tracked { isOn.wrappedValue }
    if row.toggle.isOn != value { row.toggle.setOn(value, animated: false) }
    if row.toggle.isEnabled != node.environment.isEnabled {
      row.toggle.isEnabled = node.environment.isEnabled
    }
    node.updateChildren([label], traits: node.drawnChildTraits)
    row.setChildViews(node.childPlatformViews + [row.toggle])
  }
}

/// A toggle's row: its label's views, then its switch.
final class ToggleRowView: UIView {
  let toggle = UISwitch()
}

/// Connects a `UISwitch` to its binding.
final class SwitchBridge {
  var isOn: Binding<Bool>?

  init(toggle: UISwitch) {
    toggle.addAction(
      UIAction { [weak self, weak toggle] _ in
        guard let self, let toggle else { return }
        let value = toggle.isOn
        UpdateCycle.event { self.isOn?.wrappedValue = value }
      }, for: .valueChanged)
  }
}
