/// `focused(_:equals:)`: the field below has the focus exactly when the binding holds the
/// value. Focusing the field (a tap, typing) sets the binding; setting the binding focuses
/// the field, or takes its focus away.
struct FocusModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
  let binding: FocusState<Value>.Binding
  let value: Value

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    node.updateChildren([content])
    guard let field = Self.field(in: node) else { return }
    let bridge = node.bridge { FocusBridge() }
    let location = binding.location
    let value = value
    bridge.attach(
      to: field,
      began: { location.value = value },
      ended: { if location.value == value { location.value = location.initial } })
    let wanted = node.tracked { location.value == value }
    UpdateCycle.afterUpdate { [weak field] in
      guard let field else { return }
      if wanted, !field.isFirstResponder {
        _ = field.becomeFirstResponder()
      } else if !wanted, field.isFirstResponder {
        _ = field.resignFirstResponder()
      }
    }
  }

  @MainActor static func field(in node: ViewNode) -> UITextField? {
    for view in node.platformViews {
      if let field = view as? UITextField { return field }
      if let field = view.firstDescendant(of: UITextField.self) { return field }
    }
    return nil
  }
}

/// Hears a field's focus changes for a `focused` modifier.
final class FocusBridge {
  private weak var field: UITextField?
  private var began: () -> Void = {}
  private var ended: () -> Void = {}

  func attach(to field: UITextField, began: @escaping () -> Void, ended: @escaping () -> Void) {
    self.began = began
    self.ended = ended
    guard self.field !== field else { return }
    self.field = field
    field.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        let began = self.began
        UpdateCycle.event { began() }
      }, for: .editingDidBegin)
    field.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        let ended = self.ended
        UpdateCycle.event { ended() }
      }, for: .editingDidEnd)
  }
}

extension View {
  /// Binds the focus of the field below to `binding` holding `value`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(FocusModifier(binding: binding, value: value))
  }

  /// Binds the focus of the field below to `condition`.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(FocusModifier(binding: condition, value: true))
  }
}

extension UIView {
  /// The first view of type `T` among this view's descendants, depth first.
  func firstDescendant<T: UIView>(of type: T.Type) -> T? {
    for child in subviews {
      if let found = child as? T ?? child.firstDescendant(of: type) { return found }
    }
    return nil
  }
}
