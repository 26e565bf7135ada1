/// A field the user types text into: SwiftUI's `TextField`, drawn as a `UITextField`.
///
/// Its text follows its binding both ways: a keystroke writes the binding; a change of the
/// bound value shows in the field. Return runs the `onSubmit` actions above it (the field
/// keeps its focus: move or drop focus with a `FocusState`).
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let placeholder: String
  let label: Label
  var isSecure = false
  var onCommit: (() -> Void)?
  var onEditingChanged: ((Bool) -> Void)?

  /// A field whose placeholder is `label`'s text (or the prompt's, when given).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.label = label()
    placeholder = prompt?.string ?? PlainText.of(self.label) ?? ""
  }

  init(text: Binding<String>, placeholder: String, label: Label) {
    self.text = text
    self.placeholder = placeholder
    self.label = label
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension TextField where Label == Text {
  /// A field with a title, shown as its placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, placeholder: titleKey.resolved, label: Text(titleKey))
  }

  /// A field with a title, shown as its placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, placeholder: String(title), label: Text(title))
  }

  /// A field with a title and a prompt, shown as its placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt?.string ?? titleKey.resolved, label: Text(titleKey))
  }

  /// A field that may grow along `axis` (here: one line).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
  }

  /// A field with the older editing callbacks.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, text: text)
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }

  /// A field editing a value through a format: `TextField("Age", value: $age, format: .number)`.
  /// Text that does not parse leaves the value as it was.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    let text = Binding<String>(
      get: { format.format(value.wrappedValue) },
      set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } })
    self.init(text: text, placeholder: prompt?.string ?? titleKey.resolved, label: Text(titleKey))
  }
}

/// A field whose text is hidden: SwiftUI's `SecureField`, a secure `UITextField`.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A secure field whose placeholder is `label`'s text (or the prompt's).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    var field = TextField(text: text, prompt: prompt, label: label)
    field.isSecure = true
    self.field = field
  }

  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension SecureField where Label == Text {
  /// A secure field with a title, shown as its placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    var field = TextField(titleKey, text: text)
    field.isSecure = true
    self.field = field
  }

  /// A secure field with a title, shown as its placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    var field = TextField(title, text: text)
    field.isSecure = true
    self.field = field
  }

  /// A secure field with a title and a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    var field = TextField(titleKey, text: text, prompt: prompt)
    field.isSecure = true
    self.field = field
  }
}

extension SecureField: PrimitiveView {
  func update(_ node: ViewNode) { field.update(node) }
}

extension TextField: PrimitiveView {
  func update(_ node: ViewNode) {
    let field = node.leaf { UITextField() }
    let bridge = node.bridge { TextFieldBridge(field: field) }
    let value = node.tracked { text.wrappedValue }
    if field.text != value { field.text = value }
    if field.placeholder != placeholder { field.placeholder = placeholder }
    if field.isSecureTextEntry != isSecure { field.isSecureTextEntry = isSecure }
    let input = node.environment.textInput
    field.keyboardType = input.keyboardType
    field.textContentType = input.contentType
    field.autocapitalizationType = input.autocapitalization
    field.autocorrectionType = input.autocorrection
    field.returnKeyType = input.submitLabel.returnKeyType
    if field.isEnabled != node.environment.isEnabled {
      field.isEnabled = node.environment.isEnabled
    }
    bridge.text = text
    bridge.submitActions = node.environment.submitActions + (onCommit.map { [$0] } ?? [])
    bridge.onEditingChanged = onEditingChanged
  }
}

/// Connects a `UITextField` to its SwiftUI field: keystrokes write the binding, return runs
/// the submit actions.
final class TextFieldBridge: UITextFieldDelegate {
  var text: Binding<String>?
  var submitActions: [() -> Void] = []
  var onEditingChanged: ((Bool) -> Void)?

  init(field: UITextField) {
    field.delegate = self
    field.addAction(
      UIAction { [weak self, weak field] _ in
        guard let self, let field else { return }
        let typed = field.text ?? ""
        UpdateCycle.event { self.text?.wrappedValue = typed }
      }, for: .editingChanged)
    field.addAction(
      UIAction { [weak self] _ in self?.onEditingChanged?(true) }, for: .editingDidBegin)
    field.addAction(
      UIAction { [weak self] _ in self?.onEditingChanged?(false) }, for: .editingDidEnd)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    let actions = submitActions
    UpdateCycle.event {
      for action in actions { action() }
    }
    return false
  }
}
