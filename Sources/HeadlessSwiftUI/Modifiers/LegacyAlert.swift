/// The older alert value: `alert(isPresented:content:)` with an `Alert`.
public struct Alert {
  let title: String
  let message: String?
  let buttons: [Button]

  /// An alert with one button (OK when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title.string
    self.message = message?.string
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title.string
    self.message = message?.string
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an `Alert`.
  public struct Button {
    let label: String
    let role: ButtonRole?
    let action: () -> Void

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label.string, role: nil, action: action ?? {})
    }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label.string, role: .cancel, action: action ?? {})
    }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: "Cancel", role: .cancel, action: action ?? {})
    }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label.string, role: .destructive, action: action ?? {})
    }
  }
}

/// An `Alert.Button` as an alert action.
struct LegacyAlertButton: View, ButtonRepresentable {
  let button: Alert.Button
  var title: String { button.label }
  var buttonRole: ButtonRole? { button.role }
  var perform: () -> Void { button.action }
  var body: some View { EmptyView() }
}

/// An alert's buttons as views.
struct LegacyAlertButtons: View, ViewListProvider {
  let buttons: [Alert.Button]
  var items: [ViewList.Item] {
    buttons.map { ViewList.Item(view: LegacyAlertButton(button: $0), id: nil, tag: nil) }
  }
  var body: some View { EmptyView() }
}

extension View {
  /// Shows `content()` while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
    modifier(
      AlertModifier(
        title: { content().title }, message: { content().message },
        actions: { LegacyAlertButtons(buttons: content().buttons) }, isPresented: isPresented))
  }

  /// Shows the alert for `item` while it is not nil.
  public func alert<Item: Identifiable>(
    item: Binding<Item?>, content: @escaping (Item) -> Alert
  ) -> some View {
    let shown = Binding<Bool>(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } },
      identity: item.identity)
    let alert = { item.wrappedValue.map(content) }
    return modifier(
      AlertModifier(
        title: { alert()?.title ?? "" }, message: { alert()?.message },
        actions: { LegacyAlertButtons(buttons: alert()?.buttons ?? []) }, isPresented: shown))
  }
}
