/// `toolbar(content:)`: the toolbar's items are drawn before the view they are attached to
/// (the navigation bar is not drawn), so the driver finds and taps them like any button.
struct ToolbarModifier: ViewModifier, PrimitiveModifier {
  let items: any View

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    node.updateChildren([ToolbarItems(content: items), content])
  }
}

/// The items of a toolbar, drawn without the traits of the view the toolbar is on.
struct ToolbarItems: View {
  let content: any View
  var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItems: PrimitiveView {
  func update(_ node: ViewNode) {
    node.updateChildren([content], traits: Traits())
  }
}

/// Where a toolbar item goes (kept for source compatibility: items are drawn in order).
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// Toolbar content is made of views here: `ToolbarItem` and `ToolbarItemGroup` are views.
public typealias ToolbarContent = View
/// Builds toolbar content (a view builder).
public typealias ToolbarContentBuilder = ViewBuilder

/// One item of a toolbar.
public struct ToolbarItem<ID, Content: View>: View {
  let content: Content

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItem where ID == () {
  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ToolbarItem: PrimitiveView {
  func update(_ node: ViewNode) { node.updateChildren([content]) }
}

/// Several items of a toolbar.
public struct ToolbarItemGroup<Content: View>: View {
  let content: Content

  /// Items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItemGroup: PrimitiveView {
  func update(_ node: ViewNode) { node.updateChildren([content]) }
}

/// The edit button of a list (kept for source compatibility: it draws nothing).
public struct EditButton: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension EditButton: PrimitiveView {
  func update(_ node: ViewNode) {}
}

extension View {
  /// Adds toolbar items, drawn before this view.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(items: content()))
  }

  /// Shows or hides a bar (kept for source compatibility).
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }
}

/// A bar a toolbar can be in.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let automatic = ToolbarPlacement(name: "automatic")
}
