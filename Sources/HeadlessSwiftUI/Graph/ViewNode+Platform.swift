/// Views that draw: a leaf's platform view, a container's, and the traits they take.
extension ViewNode {
  /// The platform view this node draws into, made by `make` the first time; it takes the
  /// node's traits.
  func leaf<T: UIView>(_ make: () -> T) -> T {
    let view: T
    if let existing = platformView as? T {
      view = existing
    } else {
      platformView?.removeFromSuperview()
      view = make()
      platformView = view
      parent?.structureChanged()
    }
    applyTraits(to: view)
    return view
  }

  /// Like `leaf(_:)`, for a view that holds its children's platform views: the children get
  /// the environment, but no traits (this view took them).
  func container<T: UIView>(_ make: () -> T) -> T {
    isContainer = true
    return leaf(make)
  }

  /// Traits for the children of a view that draws: none, and no longer the screen's root.
  var drawnChildTraits: Traits { Traits() }

  /// Gives `view` the node's identifier and hidden state. The identifier of a container (a
  /// stack, a form) at a screen's root names the screen instead, as a UIKit screen's root view
  /// is named; a control, a label or a list there keeps it.
  func applyTraits(to view: UIView) {
    if traits.isScreenRoot, isContainer, let screen {
      if traits.identifier != nil || screen.identifierOwner === self {
        screen.setIdentifier(traits.identifier, owner: self)
      }
      view.accessibilityIdentifier = nil
    } else {
      view.accessibilityIdentifier = traits.identifier
    }
    if view.isHidden != traits.isHidden { view.isHidden = traits.isHidden }
  }
}

/// A view whose text can be read from its value, without a graph: what a button's title, a
/// picker's segment or an alert's button shows.
@MainActor
protocol TextRepresentable {
  var plainText: String? { get }
}

enum PlainText {
  /// The text a label-like view shows: a `Text`'s string, a `Label`'s title, the first text
  /// inside stacks, groups and modifiers; nil when there is none.
  @MainActor static func of(_ view: any View) -> String? {
    if let text = view as? any TextRepresentable { return text.plainText }
    for child in Mirror(reflecting: view).children {
      if let inner = child.value as? any View, let text = of(inner) { return text }
      if let views = child.value as? [any View] {
        for inner in views { if let text = of(inner) { return text } }
      }
    }
    return nil
  }
}
