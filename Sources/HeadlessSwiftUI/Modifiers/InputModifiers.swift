/// `onSubmit`, `submitLabel`, the keyboard and text traits, and `focused`.

/// What submitting runs on: a text field's return, a search field's search.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A text field's return key.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's search key.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The return key's label.
public struct SubmitLabel: Hashable, Sendable {
  let returnKeyType: UIReturnKeyType
  public static let done = SubmitLabel(returnKeyType: .done)
  public static let go = SubmitLabel(returnKeyType: .go)
  public static let send = SubmitLabel(returnKeyType: .send)
  public static let join = SubmitLabel(returnKeyType: .join)
  public static let route = SubmitLabel(returnKeyType: .route)
  public static let search = SubmitLabel(returnKeyType: .search)
  public static let `return` = SubmitLabel(returnKeyType: .default)
  public static let next = SubmitLabel(returnKeyType: .next)
  public static let `continue` = SubmitLabel(returnKeyType: .continue)
}

/// How a field capitalises.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let type: UITextAutocapitalizationType
  public static let never = TextInputAutocapitalization(type: .none)
  public static let words = TextInputAutocapitalization(type: .words)
  public static let sentences = TextInputAutocapitalization(type: .sentences)
  public static let characters = TextInputAutocapitalization(type: .allCharacters)
}

extension View {
  /// Runs `action` when the user submits a field below (return in a text field; the search
  /// key in a search field with `.search`).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    modifier(
      EnvironmentWriter(
        write: { environment in
          if triggers.contains(.text) { environment.submitActions.append(action) }
          if triggers.contains(.search) { environment.searchSubmitActions.append(action) }
        }, key: nil))
  }

  /// The return key's label for the fields below.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    textInput(["submitLabel", submitLabel]) { $0.submitLabel = submitLabel }
  }

  /// The keyboard of the fields below.
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    textInput(["keyboardType", type]) { $0.keyboardType = type }
  }

  /// What the fields below hold, for AutoFill.
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    textInput(["textContentType", textContentType]) { $0.contentType = textContentType }
  }

  /// How the fields below capitalise.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    let type = autocapitalization?.type ?? .sentences
    return textInput(["autocapitalization", type]) { $0.autocapitalization = type }
  }

  /// How the fields below capitalise (the older form).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    textInput(["autocapitalization", style]) { $0.autocapitalization = style }
  }

  /// Turns autocorrection off (or on) for the fields below.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    let type: UITextAutocorrectionType = disable ? .no : .default
    return textInput(["autocorrection", type]) { $0.autocorrection = type }
  }

  /// Turns autocorrection off (or on) for the fields below (the older form).
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    autocorrectionDisabled(disable ?? false)
  }

  private func textInput(_ key: [AnyHashable], _ write: @escaping (inout TextInputTraits) -> Void)
    -> some View
  {
    modifier(EnvironmentWriter(write: { write(&$0.textInput) }, key: AnyHashable(key)))
  }
}

extension EnvironmentValues {
  var searchSubmitActions: [() -> Void] {
    get { self[SearchSubmitKey.self] }
    set { self[SearchSubmitKey.self] = newValue }
  }
}

struct SearchSubmitKey: EnvironmentKey { static var defaultValue: [() -> Void] { [] } }
