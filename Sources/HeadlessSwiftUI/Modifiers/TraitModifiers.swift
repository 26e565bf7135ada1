/// `accessibilityIdentifier(_:)`, `hidden()` and `id(_:)`.
struct TraitModifier: ViewModifier, PrimitiveModifier {
  let identifier: String?
  let isHidden: Bool

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    var traits = node.traits
    if let identifier { traits.identifier = identifier }
    if isHidden { traits.isHidden = true }
    node.updateChildren([content], traits: traits)
  }
}

extension TraitModifier: ViewPropertyEquatable {
  func isSameProperty(as other: Any) -> Bool {
    guard let other = other as? TraitModifier else { return false }
    return identifier == other.identifier && isHidden == other.isHidden
  }
}

/// `id(_:)`: the view's identity; a new id makes a new view (its state starts over).
struct IdentityModifier: ViewModifier, PrimitiveModifier {
  let id: AnyHashable

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    node.updateChildren([content], identities: [id])
  }
}

extension View {
  /// The identifier tests and the `UIDriver` find the view by (on the platform view it
  /// draws into; at a screen's root, the screen's own identifier).
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(TraitModifier(identifier: identifier, isHidden: false))
  }

  /// Hides the view (it keeps its place).
  public func hidden() -> some View {
    modifier(TraitModifier(identifier: nil, isHidden: true))
  }

  /// Gives the view an explicit identity: when `id` changes, it is a new view.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(id: AnyHashable(id)))
  }
}
