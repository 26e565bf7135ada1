/// `onTapGesture(count:perform:)`: in a list row, tapping the row runs the action; elsewhere
/// the view is drawn inside a control (which takes its identifier) that the driver can tap.
struct TapGestureModifier: ViewModifier, PrimitiveModifier {
  let action: () -> Void

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    if let row = node.environment.listRow {
      row.setAction(action, from: node)
      node.updateChildren([content])
      return
    }
    let control = node.container { TapControl() }
    let bridge = node.bridge { ButtonBridge(button: control) }
    bridge.action = action
    node.updateChildren([content], traits: node.drawnChildTraits)
  }
}

/// The control a tap gesture is drawn as.
final class TapControl: UIButton {}

extension View {
  /// Runs `action` when the view is tapped.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapGestureModifier(action: action))
  }
}
