/// Several views in a row, as a view builder makes them from a closure's statements.
public struct TupleView<T>: View {
  /// The views, as a tuple.
  public var value: T
  let children: [any View]

  /// A tuple of views.
  public init(_ value: T) {
    self.value = value
    children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(_ value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
  func update(_ node: ViewNode) {
    node.updateChildren(children)
  }
}

/// One of two views, as `if`/`else` in a view builder makes it.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveView {
  func update(_ node: ViewNode) {
    // Each branch is its own identity: switching branches replaces the content.
    switch storage {
    case .trueContent(let view): node.updateChildren([view], identities: [0])
    case .falseContent(let view): node.updateChildren([view], identities: [1])
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func update(_ node: ViewNode) {
    node.updateChildren(self.map { [$0] } ?? [])
  }
}

/// A view that shows nothing.
public struct EmptyView: View {
  /// Nothing.
  public init() {}
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView {
  func update(_ node: ViewNode) {}
}

/// Groups views without laying them out: modifiers apply to each.
public struct Group<Content> {
  /// The grouped views.
  public var content: Content
}

extension Group: View where Content: View {
  /// A group of the closure's views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Group: PrimitiveView where Content: View {
  func update(_ node: ViewNode) {
    node.updateChildren([content])
  }
}

/// A type-erased view.
public struct AnyView: View {
  let view: any View

  /// Erases `view`'s type.
  public init<V: View>(_ view: V) {
    self.view = view
  }

  /// Erases a view given as an existential.
  public init(erasing view: any View) {
    self.view = view
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: PrimitiveView {
  func update(_ node: ViewNode) {
    node.updateChildren([view])
  }
}
