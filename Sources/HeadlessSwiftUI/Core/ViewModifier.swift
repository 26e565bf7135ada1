/// A modifier that makes a new view from a view: SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view `body(content:)` returns.
  associatedtype Body: View
  /// The content the modifier is applied to, as its body sees it.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content a `ViewModifier`'s body receives: it stands for the modified view.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
  func update(_ node: ViewNode) {
    // The modified view, as the nearest modifier node received it.
    guard let content = node.modifierContent() else { return }
    node.updateChildren(
      [content.view], environment: content.environment, traits: content.traits)
  }
}

/// A view with a modifier applied: what `view.modifier(m)` and every modifier method return.
public struct ModifiedContent<Content, Modifier> {
  /// The modified view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func update(_ node: ViewNode) {
    if let primitive = modifier as? any PrimitiveModifier {
      primitive.update(node, content: content)
    } else {
      node.updateComposedModifier(modifier, content: content)
    }
  }
}

extension ViewModifier {
  /// The modifier's body for type-erased content.
  func anyBody(_ content: _ViewModifier_Content<Self>) -> any View { body(content: content) }
}

/// A modifier that does nothing.
public struct EmptyModifier: ViewModifier {
  /// The identity modifier.
  public static let identity = EmptyModifier()
  /// Nothing.
  public init() {}
  public func body(content: Content) -> some View { content }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier the graph applies itself (an environment value, an identifier, a lifecycle
/// action…) rather than through a body.
@MainActor
protocol PrimitiveModifier {
  /// Brings `node` (a `ModifiedContent` with this modifier) up to date, including its
  /// content child.
  func update(_ node: ViewNode, content: any View)
}

extension PrimitiveModifier {
  /// A primitive modifier has no body.
  func primitiveModifierBody() -> Never { fatalError("\(Self.self) has no body") }
}
