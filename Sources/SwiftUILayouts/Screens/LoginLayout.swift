import Domain
import HeadlessSwiftUI

/// The sign-in screen's elements for the SwiftUI patterns, the same in each: the title, the
/// two fields (with their keyboards, return keys and content types), the button and the
/// activity indicator, with their `ElementID`s and static texts.
///
/// They hold no state and decide nothing: each pattern's `LoginView` binds the fields, titles
/// and enables the button, shows the indicator, and says what return and the tap do. Where
/// that logic lives is the lesson; the widgets are not, so they are written once.
public enum LoginLayout {
  /// "Sign in".
  public struct Title: View {
    public init() {}
    public var body: some View {
      Text(Strings.Login.title).font(.largeTitle).accessibilityIdentifier(ElementID.Login.title)
    }
  }

  /// The email field: an email keyboard, no capitals or corrections, return "Next".
  public struct EmailField: View {
    @Binding var text: String
    public init(text: Binding<String>) { _text = text }
    public var body: some View {
      TextField(Strings.Login.emailPlaceholder, text: $text)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .textContentType(.username)
        .submitLabel(.next)
        .accessibilityIdentifier(ElementID.Login.email)
    }
  }

  /// The password field, secure; return "Go".
  public struct PasswordField: View {
    @Binding var text: String
    public init(text: Binding<String>) { _text = text }
    public var body: some View {
      SecureField(Strings.Login.passwordPlaceholder, text: $text)
        .textContentType(.password)
        .submitLabel(.go)
        .accessibilityIdentifier(ElementID.Login.password)
    }
  }

  /// The submit button, titled `title`.
  public struct SubmitButton: View {
    let title: String
    let action: () -> Void
    public init(_ title: String, action: @escaping () -> Void) {
      self.title = title
      self.action = action
    }
    public var body: some View {
      Button(title, action: action)
        .buttonStyle(.borderedProminent)
        .accessibilityIdentifier(ElementID.Login.submit)
    }
  }

  /// Shown while a sign-in is in flight.
  public struct Activity: View {
    public init() {}
    public var body: some View {
      ProgressView().accessibilityIdentifier(ElementID.Login.activity)
    }
  }
}

extension View {
  /// Names this view the sign-in screen.
  public func loginScreen() -> some View {
    padding().accessibilityIdentifier(ElementID.Login.screen)
  }
}
