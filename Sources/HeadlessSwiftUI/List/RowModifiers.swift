/// `onDelete(perform:)` on a `ForEach` in a list: swiping a row (or deleting it in edit
/// mode) calls the action with its offset.
struct DeleteModifier: ViewModifier, PrimitiveModifier {
  let action: ((IndexSet) -> Void)?
  func body(content: Content) -> Never { primitiveModifierBody() }
  func update(_ node: ViewNode, content: any View) { node.updateChildren([content]) }
}

extension ForEach where Content: View {
  /// Lets the user delete rows: `action` gets the offsets of the rows deleted.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View {
    modifier(DeleteModifier(action: action))
  }

  /// Lets the user move rows (kept for source compatibility: rows are not dragged here).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View {
    self
  }
}

/// `swipeActions(edge:allowsFullSwipe:content:)`: the buttons a swipe on the row reveals.
struct SwipeActionsModifier: ViewModifier, PrimitiveModifier {
  let buttons: any View
  let edge: HorizontalEdge

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    if let row = node.environment.listRow {
      let revealed = ViewList.flatten(buttons).compactMap { item -> RowContext.SwipeButton? in
        guard let button = buttonRepresentation(of: item.view) else { return nil }
        return RowContext.SwipeButton(
          title: button.title, role: button.buttonRole, perform: button.perform)
      }
      switch edge {
      case .trailing: row.swipeButtons = revealed
      case .leading: row.leadingSwipeButtons = revealed
      }
    }
    node.updateChildren([content])
  }
}

/// A horizontal edge.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  case leading, trailing
}

extension View {
  /// The buttons revealed by swiping the row from `edge` (a swipe is driven with
  /// `UITableView.simulateSwipeAction(_:onRowAt:)`).
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    modifier(SwipeActionsModifier(buttons: content(), edge: edge))
  }
}
