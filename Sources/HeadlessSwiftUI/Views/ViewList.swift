/// A view's content as a flat list of items, read from its value without a graph: the
/// options of a picker, the rows of a list, the buttons of an alert.
///
/// Tuples, groups, conditionals and optionals are opened; a `ForEach` gives one item per
/// element (its id kept); `tag(_:)` gives an item's tag. Modifiers on a `ForEach` apply to
/// each of its items, as in SwiftUI.
enum ViewList {
  struct Item {
    var view: any View
    var id: AnyHashable?
    var tag: AnyHashable?
  }

  @MainActor static func flatten(_ view: any View) -> [Item] {
    if let list = view as? any ViewListProvider { return list.items }
    return [Item(view: view, id: nil, tag: nil)]
  }
}

/// A view that stands for several items of a list (a tuple, a `ForEach`…).
@MainActor
protocol ViewListProvider {
  var items: [ViewList.Item] { get }
}

extension TupleView: ViewListProvider {
  var items: [ViewList.Item] { children.flatMap(ViewList.flatten) }
}

extension Group: ViewListProvider where Content: View {
  var items: [ViewList.Item] { ViewList.flatten(content) }
}

extension _ConditionalContent: ViewListProvider {
  var items: [ViewList.Item] {
    switch storage {
    case .trueContent(let view): ViewList.flatten(view)
    case .falseContent(let view): ViewList.flatten(view)
    }
  }
}

extension Optional: ViewListProvider where Wrapped: View {
  var items: [ViewList.Item] { self.map(ViewList.flatten) ?? [] }
}

extension EmptyView: ViewListProvider {
  var items: [ViewList.Item] { [] }
}

extension AnyView: ViewListProvider {
  var items: [ViewList.Item] { ViewList.flatten(view) }
}

extension ModifiedContent: ViewListProvider where Content: View, Modifier: ViewModifier {
  var items: [ViewList.Item] {
    if let tag = modifier as? TagModifier {
      return ViewList.flatten(content).map { item in
        var tagged = item
        tagged.tag = tag.tag
        tagged.view = self
        return tagged
      }
    }
    let inner = ViewList.flatten(content)
    // A modifier on one view stays on it; on several (a `ForEach`), it goes on each.
    if inner.count == 1, inner[0].view is Content {
      return [ViewList.Item(view: self, id: inner[0].id, tag: inner[0].tag)]
    }
    return inner.map { item in
      var modified = item
      modified.view = ModifiedContent<AnyView, Modifier>(
        content: AnyView(erasing: item.view), modifier: modifier)
      return modified
    }
  }
}
