/// Containers: their children's platform views are laid out in a view of their own (a plain
/// `UIView` stacks its subviews top to bottom; `HStack` uses a horizontal `UIStackView`).
/// Layout parameters (alignment, spacing) are kept for source compatibility.
struct ContainerContent<Content: View> {
  let content: Content
  let horizontal: Bool

  @MainActor func update(_ node: ViewNode) {
    if horizontal {
      let stack = node.container { () -> UIStackView in
        let stack = UIStackView()
        stack.axis = .horizontal
        return stack
      }
      _ = stack
    } else {
      _ = node.container { UIView() }
    }
    node.updateChildren([content], traits: node.drawnChildTraits)
  }
}

/// Views top to bottom.
public struct VStack<Content: View>: View {
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension VStack: PrimitiveView {
  func update(_ node: ViewNode) {
    ContainerContent(content: content, horizontal: false).update(node)
  }
}

/// Views side by side.
public struct HStack<Content: View>: View {
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension HStack: PrimitiveView {
  func update(_ node: ViewNode) {
    ContainerContent(content: content, horizontal: true).update(node)
  }
}

/// Views on top of each other (listed back to front).
public struct ZStack<Content: View>: View {
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension ZStack: PrimitiveView {
  func update(_ node: ViewNode) {
    ContainerContent(content: content, horizontal: false).update(node)
  }
}

/// Views top to bottom, made as they scroll into view (here: all at once).
public struct LazyVStack<Content: View>: View {
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension LazyVStack: PrimitiveView {
  func update(_ node: ViewNode) {
    ContainerContent(content: content, horizontal: false).update(node)
  }
}

/// Views side by side, made as they scroll into view (here: all at once).
public struct LazyHStack<Content: View>: View {
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension LazyHStack: PrimitiveView {
  func update(_ node: ViewNode) {
    ContainerContent(content: content, horizontal: true).update(node)
  }
}

/// Which views of a lazy stack stay pinned.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A scrolling container.
public struct ScrollView<Content: View>: View {
  let content: Content
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension ScrollView: PrimitiveView {
  func update(_ node: ViewNode) {
    ContainerContent(content: content, horizontal: false).update(node)
  }
}

/// A form: its rows top to bottom (sections' headers as labels). A form is laid out as a
/// stack here, not as a table, so its fields and buttons are drawn and driven directly.
public struct Form<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Form: PrimitiveView {
  func update(_ node: ViewNode) {
    ContainerContent(content: content, horizontal: false).update(node)
  }
}

/// A box around content, with an optional title.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox: PrimitiveView {
  func update(_ node: ViewNode) {
    _ = node.container { UIView() }
    node.updateChildren([label, content], traits: node.drawnChildTraits)
  }
}

/// Flexible space: draws nothing.
public struct Spacer: View {
  public init(minLength: CGFloat? = nil) {}
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
  func update(_ node: ViewNode) {}
}

/// A separating line: draws nothing.
public struct Divider: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Divider: PrimitiveView {
  func update(_ node: ViewNode) {}
}
