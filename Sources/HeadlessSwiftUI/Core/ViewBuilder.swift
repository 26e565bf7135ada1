/// A result builder that makes views from closures: SwiftUI's `ViewBuilder`.
@resultBuilder
@MainActor
public struct ViewBuilder {
  /// An empty closure: `EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view: itself.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views: a `TupleView` of them.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    var children: [any View] = []
    for view in repeat each content { children.append(view) }
    return TupleView((repeat each content), children: children)
  }

  /// A view expression.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// `if` without `else` (the current name).
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
