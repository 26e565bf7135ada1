/// One screen of a SwiftUI hierarchy: a hosting controller, a navigation destination or a
/// sheet. It knows its controller (for titles, alerts, sheets and the search bar), whether it
/// is on screen (for `onAppear`, `onDisappear` and `task`) and how to leave it (`dismiss`).
@MainActor
final class ScreenContext {
  weak var controller: UIViewController?
  /// The node whose `accessibilityIdentifier` names the screen.
  private(set) weak var identifierOwner: ViewNode?
  /// Whether the screen is shown (between its appearance and its disappearance).
  private(set) var isVisible = false
  /// What `dismiss()` does on this screen: pop it, or close the sheet.
  var dismiss: (() -> Void)?
  private var lifecycleNodes: [WeakNode] = []

  init(controller: UIViewController?) {
    self.controller = controller
  }

  /// Names the screen: its controller's view takes `identifier`.
  func setIdentifier(_ identifier: String?, owner: ViewNode) {
    identifierOwner = identifier == nil ? nil : owner
    controller?.viewIfLoaded?.accessibilityIdentifier = identifier
  }

  /// `node` has lifecycle actions: it hears when the screen appears and disappears (and, if
  /// the screen is shown now, appears once the update is done).
  func register(_ node: ViewNode) {
    lifecycleNodes.removeAll { $0.node == nil || $0.node === node }
    lifecycleNodes.append(WeakNode(node: node))
    if isVisible {
      UpdateCycle.afterUpdate { [weak node] in
        guard let node, node.isMounted else { return }
        node.lifecycle?.appear(node)
      }
    }
  }

  /// The screen is about to be shown: its views appear, in the order they were mounted.
  func appeared() {
    guard !isVisible else { return }
    isVisible = true
    UpdateCycle.batch {
      for entry in lifecycleNodes {
        if let node = entry.node, node.isMounted { node.lifecycle?.appear(node) }
      }
    }
  }

  /// The screen is gone (covered by a push, popped, dismissed): its views disappear.
  func disappeared() {
    guard isVisible else { return }
    isVisible = false
    UpdateCycle.batch {
      for entry in lifecycleNodes {
        if let node = entry.node, node.isMounted { node.lifecycle?.disappear(node) }
      }
    }
  }

  nonisolated deinit {}
}

/// A weak reference to a node.
struct WeakNode {
  weak var node: ViewNode?
}
