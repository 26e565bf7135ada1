/// `alert(_:isPresented:actions:message:)` and its forms: a `UIAlertController` presented
/// from the screen while the binding is true. Its buttons are the `Button`s of `actions`
/// (a role gives the action's style; none gives one "OK"); tapping one dismisses the alert,
/// sets the binding to false, then runs the button's action.
struct AlertModifier: ViewModifier, PrimitiveModifier {
  let title: () -> String
  let message: () -> String?
  let actions: () -> any View
  let isPresented: Binding<Bool>
  var style: UIAlertController.Style = .alert

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    node.updateChildren([content])
    let presenter = node.bridge { AlertPresenter() }
    let shown = node.tracked { isPresented.wrappedValue }
    let binding = isPresented
    if shown {
      // A new presentation: none yet, or the last one was dismissed (by one of its buttons)
      // and the binding is true again.
      if let alert = presenter.alert, presenter.isPresented(alert) { return }
      let alert = makeAlert(binding)
      presenter.alert = alert
      presenter.presented = false
      let screen = node.screen
      UpdateCycle.afterUpdate { [weak alert, weak presenter] in
        guard let alert, let presenter, presenter.alert === alert else { return }
        screen?.controller?.present(alert, animated: true)
        presenter.presented = true
      }
    } else if let alert = presenter.alert {
      presenter.alert = nil
      if alert.presentingViewController != nil { alert.dismiss(animated: true) }
    }
  }

  private func makeAlert(_ isPresented: Binding<Bool>) -> UIAlertController {
    let alert = UIAlertController(title: title(), message: message(), preferredStyle: style)
    let buttons = ViewList.flatten(actions()).compactMap { buttonRepresentation(of: $0.view) }
    for button in buttons {
      let perform = button.perform
      alert.addAction(
        UIAlertAction(title: button.title, style: Self.style(of: button.buttonRole)) { _ in
          UpdateCycle.event {
            isPresented.wrappedValue = false
            perform()
          }
        })
    }
    if buttons.isEmpty {
      alert.addAction(
        UIAlertAction(title: "OK", style: .default) { _ in
          UpdateCycle.event { isPresented.wrappedValue = false }
        })
    }
    return alert
  }

  static func style(of role: ButtonRole?) -> UIAlertAction.Style {
    switch role {
    case .destructive?: .destructive
    case .cancel?: .cancel
    default: .default
    }
  }
}

/// The alert an `alert` modifier presented, if any.
final class AlertPresenter {
  var alert: UIAlertController?
  /// Whether `alert` has been presented (it is presented after the update that made it).
  var presented = false

  /// Whether `alert` still waits to be presented or is on screen.
  func isPresented(_ alert: UIAlertController) -> Bool {
    !presented || alert.presentingViewController != nil
  }
}

extension View {
  /// An alert titled `titleKey` while `isPresented` is true, with `actions`' buttons.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = actions()
    return modifier(
      AlertModifier(
        title: { titleKey.resolved }, message: { nil }, actions: { actions },
        isPresented: isPresented))
  }

  /// An alert titled `title` while `isPresented` is true, with `actions`' buttons.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = actions()
    return modifier(
      AlertModifier(
        title: { String(title) }, message: { nil }, actions: { actions },
        isPresented: isPresented))
  }

  /// An alert with a message.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let (actions, message) = (actions(), message())
    return modifier(
      AlertModifier(
        title: { titleKey.resolved }, message: { PlainText.of(message) }, actions: { actions },
        isPresented: isPresented))
  }

  /// An alert with a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let (actions, message) = (actions(), message())
    return modifier(
      AlertModifier(
        title: { String(title) }, message: { PlainText.of(message) }, actions: { actions },
        isPresented: isPresented))
  }

  /// An alert with a `Text` title and a message.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let (actions, message) = (actions(), message())
    return modifier(
      AlertModifier(
        title: { title.string }, message: { PlainText.of(message) }, actions: { actions },
        isPresented: isPresented))
  }

  /// An alert about `data`, shown while `isPresented` is true and `data` is not nil.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      AlertModifier(
        title: { titleKey.resolved }, message: { data.flatMap { PlainText.of(message($0)) } },
        actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) },
        isPresented: Binding(
          get: { isPresented.wrappedValue && data != nil },
          set: { isPresented.wrappedValue = $0 }, identity: nil)))
  }

  /// An alert about `data` whose title is a string.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    alert(
      LocalizedStringKey(String(title)), isPresented: isPresented, presenting: data,
      actions: actions, message: message)
  }

  /// A confirmation dialog (an action sheet) while `isPresented` is true.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = actions()
    return modifier(
      AlertModifier(
        title: { titleKey.resolved }, message: { nil }, actions: { actions },
        isPresented: isPresented, style: .actionSheet))
  }

  /// A confirmation dialog with a message.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let (actions, message) = (actions(), message())
    return modifier(
      AlertModifier(
        title: { titleKey.resolved }, message: { PlainText.of(message) }, actions: { actions },
        isPresented: isPresented, style: .actionSheet))
  }
}
