// Focus management with @FocusState: the form starts in the username field, return moves to
// the password, an empty field takes the focus back on submit.
import SwiftUI

struct LoginForm: View {
  enum Field: Hashable {
    case username, password
  }

  @State private var username = ""
  @State private var password = ""
  @State private var message = ""
  @FocusState private var focusedField: Field?

  var body: some View {
    VStack(spacing: 16) {
      TextField("Username", text: $username)
        .textContentType(.username)
        .submitLabel(.next)
        .focused($focusedField, equals: .username)
        .accessibilityIdentifier("username")
      SecureField("Password", text: $password)
        .textContentType(.password)
        .submitLabel(.go)
        .focused($focusedField, equals: .password)
        .accessibilityIdentifier("password")
      Button("Sign in", action: submit)
        .buttonStyle(.borderedProminent)
        .accessibilityIdentifier("signin")
      Text(message).accessibilityIdentifier("message")
    }
    .padding()
    .onSubmit {
      switch focusedField {
      case .username: focusedField = .password
      default: submit()
      }
    }
    .onAppear { focusedField = .username }
  }

  private func submit() {
    if username.isEmpty {
      focusedField = .username
    } else if password.isEmpty {
      focusedField = .password
    } else {
      focusedField = nil
      message = "Welcome, \(username)"
    }
  }
}
