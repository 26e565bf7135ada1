/// Reconciling a node's children with the views its body or content gives now.
extension ViewNode {
  /// Updates the children position by position: a child keeps its node (and its state) while
  /// its type and identity stay; otherwise the old one is unmounted and a new one mounted.
  func updateChildren(
    _ views: [any View], identities: [AnyHashable?]? = nil, environment: EnvironmentValues? = nil,
    traits: Traits? = nil
  ) {
    let environment = environment ?? self.environment
    let traits = traits ?? self.traits
    var changed = views.count != children.count
    var next: [ViewNode] = []
    next.reserveCapacity(views.count)
    for (index, view) in views.enumerated() {
      let identity = identities?[index] ?? nil
      if index < children.count, children[index].viewType == ObjectIdentifier(type(of: view)),
        children[index].identity == identity
      {
        let child = children[index]
        child.update(to: view, environment: environment, traits: traits)
        next.append(child)
      } else {
        if index < children.count { children[index].unmount() }
        next.append(mount(view, environment: environment, traits: traits, identity: identity))
        changed = true
      }
    }
    for extra in children.dropFirst(views.count) { extra.unmount() }
    children = next
    if changed { structureChanged() }
  }

  /// Updates children keyed by identity (a `ForEach`): a child follows its id, not its
  /// position.
  func updateKeyedChildren(
    _ items: [(id: AnyHashable, view: any View)], environment: EnvironmentValues? = nil,
    traits: Traits? = nil
  ) {
    let environment = environment ?? self.environment
    let traits = traits ?? self.traits
    var existing: [AnyHashable: ViewNode] = [:]
    for child in children {
      if let id = child.identity { existing[id] = child }
    }
    var changed = items.count != children.count
    var next: [ViewNode] = []
    next.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      if let child = existing.removeValue(forKey: item.id),
        child.viewType == ObjectIdentifier(type(of: item.view))
      {
        child.update(to: item.view, environment: environment, traits: traits)
        if index >= children.count || children[index] !== child { changed = true }
        next.append(child)
      } else {
        next.append(mount(item.view, environment: environment, traits: traits, identity: item.id))
        changed = true
      }
    }
    for leftover in existing.values { leftover.unmount() }
    for child in children where child.identity == nil { child.unmount() }
    children = next
    if changed { structureChanged() }
  }

  /// A new node for `view`, rendered.
  func mount(
    _ view: any View, environment: EnvironmentValues, traits: Traits, identity: AnyHashable?
  ) -> ViewNode {
    let node = ViewNode(
      view: view, environment: environment, traits: traits, identity: identity, parent: self)
    node.render()
    return node
  }

  /// The platform views this node contributes to its container: its own, or its children's.
  var platformViews: [UIView] {
    var views: [UIView] = []
    appendPlatformViews(to: &views)
    return views
  }

  /// The platform views the children contribute, in order.
  var childPlatformViews: [UIView] {
    var views: [UIView] = []
    for child in children { child.appendPlatformViews(to: &views) }
    return views
  }

  /// Appends `platformViews` to `views` (one array for the whole walk, not one per node).
  private func appendPlatformViews(to views: inout [UIView]) {
    if let platformView {
      views.append(platformView)
    } else {
      for child in children { child.appendPlatformViews(to: &views) }
    }
  }

  /// Something under this node was mounted, unmounted or replaced: the nearest container
  /// (or host) above must place its platform views again.
  func structureChanged() {
    var current: ViewNode? = self
    while let node = current {
      if node.isContainer || node.host != nil {
        UpdateCycle.needsSync(node)
        return
      }
      if node !== self, node.platformView != nil { return }
      current = node.parent
    }
  }

  /// Places the children's platform views in this container (or host), in order.
  func syncPlatform() {
    guard isMounted else { return }
    if isContainer, let container = platformView {
      container.setChildViews(childPlatformViews)
    }
    host?.setContent(platformViews)
  }

  /// The content a composed modifier's body stands for, from the nearest modifier above
  /// that holds some.
  func modifierContent() -> (view: any View, environment: EnvironmentValues, traits: Traits)? {
    var current = parent
    while let node = current {
      if let content = node.composedContent { return content }
      current = node.parent
    }
    return nil
  }

  /// Updates a `ModifiedContent` whose modifier has a body: the body runs (tracked, with the
  /// modifier's own dynamic properties connected); its `content` is the modified view.
  func updateComposedModifier<M: ViewModifier>(_ modifier: M, content: any View) {
    composedContent = (content, environment, traits)
    DynamicProperties.install(modifier, in: self)
    let body = tracked {
      UpdateCycle.statistics.bodyEvaluations += 1
      return modifier.anyBody(_ViewModifier_Content<M>())
    }
    updateChildren([body])
  }
}

extension UIView {
  /// Makes `views` this view's subviews (arranged subviews for a stack view), in order,
  /// moving only what must move: a field that stays keeps its focus.
  func setChildViews(_ views: [UIView]) {
    if let stack = self as? UIStackView {
      guard
        stack.arrangedSubviews.count != views.count
          || !zip(stack.arrangedSubviews, views).allSatisfy({ $0 === $1 })
      else { return }
      for view in stack.arrangedSubviews where !views.contains(where: { $0 === view }) {
        stack.removeArrangedSubview(view)
        view.removeFromSuperview()
      }
      for (index, view) in views.enumerated() { stack.insertArrangedSubview(view, at: index) }
      return
    }
    guard subviews.count != views.count || !zip(subviews, views).allSatisfy({ $0 === $1 })
    else { return }
    for view in subviews where !views.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    for (index, view) in views.enumerated() {
      if index < subviews.count, subviews[index] === view { continue }
      insertSubview(view, at: index)
    }
  }
}
