/// A list's rows wait for their views: when a list's content changes, a row's view (and the
/// bindings in it) may speak of an element that moved or went, so a row and its descendants
/// are not updated from what they observed until the list has given the row its new view.
extension ViewNode {
  /// Whether this node must wait for a row above it (or itself) to get its view; if so, the
  /// row remembers the node, which stays marked, and updates it once the view has come.
  /// Only the nodes of a row look: the walk stops where the rows end.
  func holdsUpdate() -> Bool {
    guard isListRow || isInListRow else { return false }
    var node: ViewNode? = self
    while let current = node {
      if current.awaitsView {
        if current !== self { current.heldUpdates.append(WeakNode(node: self)) }
        return true
      }
      guard current.isInListRow else { return false }
      node = current.parent
    }
    return false
  }

  /// The list gave this row its view: the updates it held can run.
  func receivedView() {
    guard awaitsView else { return }
    awaitsView = false
    let held = heldUpdates
    heldUpdates = []
    for entry in held {
      if let node = entry.node, node.isMounted, node.isDirty { UpdateCycle.enqueue(node) }
    }
  }
}
