/// A control that runs an action when tapped: SwiftUI's `Button`, drawn as a `UIButton`
/// titled with its label's text. In a list row, the row is the button: tapping the row runs
/// the action, and the label is drawn as the row's content.
public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: () -> Void
  let label: Label

  /// A button with a label view.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role and a label view.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
  /// A button titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// A button titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// A button with a role, titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == HeadlessSwiftUI.Label<Text, Image> {
  /// A button titled `titleKey`, with an SF Symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void
  ) {
    self.init(role: nil, action: action) {
      HeadlessSwiftUI.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A button with a role, titled `titleKey`, with an SF Symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) {
      HeadlessSwiftUI.Label(titleKey, systemImage: systemImage)
    }
  }
}

/// What a button does: `.destructive` (red, and a destructive alert action), `.cancel`.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

/// A button read from its value (in an alert's actions, a swipe's buttons, a toolbar).
@MainActor
protocol ButtonRepresentable {
  var title: String { get }
  var buttonRole: ButtonRole? { get }
  var perform: () -> Void { get }
}

/// The button a view is, under its modifiers (an alert's `Button("OK") {}.keyboardShortcut(…)`).
@MainActor
func buttonRepresentation(of view: any View) -> (any ButtonRepresentable)? {
  if let button = view as? any ButtonRepresentable { return button }
  if let modified = view as? any ModifiedView {
    return buttonRepresentation(of: modified.unmodified)
  }
  if let erased = view as? AnyView { return buttonRepresentation(of: erased.view) }
  return nil
}

/// A view with a modifier, seen through the modifier.
@MainActor
protocol ModifiedView {
  var unmodified: any View { get }
}

extension ModifiedContent: ModifiedView where Content: View, Modifier: ViewModifier {
  var unmodified: any View { content }
}

extension Button: ButtonRepresentable {
  var title: String { PlainText.of(label) ?? "" }
  var buttonRole: ButtonRole? { role }
  var perform: () -> Void { action }
}

extension Button: PrimitiveView {
  func update(_ node: ViewNode) {
    if let row = node.environment.listRow {
      // In a list row, the row is the button.
      row.setAction(action, from: node)
      node.updateChildren([label])
      return
    }
    let button = node.leaf { UIButton(type: .system) }
    let bridge = node.bridge { ButtonBridge(button: button) }
    bridge.action = action
    let title = PlainText.of(label) ?? ""
    if button.title(for: .normal) != title { button.setTitle(title, for: .normal) }
    if button.isEnabled != node.environment.isEnabled {
      button.isEnabled = node.environment.isEnabled
    }
  }
}

/// Connects a `UIButton` to its SwiftUI button's current action.
final class ButtonBridge {
  var action: () -> Void = {}

  init(button: UIButton) {
    button.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        let action = self.action
        UpdateCycle.event { action() }
      }, for: .touchUpInside)
  }
}
