/// A piece of user interface, described as a value: SwiftUI's `View`.
///
/// A view's `body` describes what it shows in terms of other views; the views that draw
/// something themselves (`Text`, `TextField`, stacks, lists…) have no body (`Body == Never`).
/// Views are main-actor isolated, as in the current SDK.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body is.
  associatedtype Body: View
  /// The content of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A view that draws or arranges something itself, instead of having a body: the graph asks
/// it to update its node (its platform view and its children).
@MainActor
protocol PrimitiveView {
  /// Brings `node` (whose view is `self`) up to date: its platform view and its children.
  func update(_ node: ViewNode)
}

extension View {
  /// The body of a composite view, type-erased.
  var anyBody: any View { body }
}

/// Traps for the body of a primitive view: such views are drawn by the graph, never asked
/// for a body.
func primitiveBody<V>(_ type: V.Type) -> Never {
  fatalError("\(type) is a primitive view: it has no body")
}
