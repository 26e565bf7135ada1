/// A control that pushes a value (or a view) on the navigation stack it is in: SwiftUI's
/// `NavigationLink`. In a list row, the row is the link; elsewhere it is a `UIButton`
/// titled with its label's text.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let value: AnyHashable?
  let destination: Destination?

  /// A link that pushes `value` (shown by the matching `navigationDestination`).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    self.label = label()
    self.value = value.map { AnyHashable($0) }
    destination = nil
  }

  /// A link that pushes `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    value = nil
    self.destination = destination()
  }

  /// A link that pushes `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    value = nil
    self.destination = destination
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `titleKey` that pushes `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled `title` that pushes `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `titleKey` that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled `title` that pushes `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink: PrimitiveView {
  func update(_ node: ViewNode) {
    let navigation = node.environment.navigation
    let push: () -> Void = { [value, destination] in
      if let value {
        navigation?.push(value)
      } else if let destination {
        navigation?.push(view: destination)
      }
    }
    if let row = node.environment.listRow {
      row.setAction(push, from: node)
      node.updateChildren([label])
      return
    }
    let button = node.leaf { UIButton(type: .system) }
    let bridge = node.bridge { ButtonBridge(button: button) }
    bridge.action = push
    let title = PlainText.of(label) ?? ""
    if button.title(for: .normal) != title { button.setTitle(title, for: .normal) }
    if button.isEnabled != node.environment.isEnabled {
      button.isEnabled = node.environment.isEnabled
    }
  }
}

/// `navigationDestination(for:destination:)`: how the enclosing stack shows values of a type.
struct DestinationModifier: ViewModifier, PrimitiveModifier {
  let valueType: Any.Type
  let destination: (AnyHashable) -> any View

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    node.environment.navigation?.register(valueType, destination: destination)
    node.updateChildren([content])
  }
}

/// `navigationTitle(_:)`: the screen's title (its controller's `title`; the navigation bar
/// is not drawn).
struct TitleModifier: ViewModifier, PrimitiveModifier {
  let title: String

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    if let controller = node.screen?.controller, controller.title != title {
      controller.title = title
    }
    node.updateChildren([content])
  }
}

extension View {
  /// Shows values of type `D` pushed on the enclosing stack with `destination`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      DestinationModifier(valueType: D.self) { value in
        destination(value.base as! D)
      })
  }

  /// The title of the screen this view is on.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    modifier(TitleModifier(title: titleKey.resolved))
  }

  /// The title of the screen this view is on.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(TitleModifier(title: String(title)))
  }

  /// The title of the screen this view is on.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(TitleModifier(title: title.string))
  }
}
