import Assertions
import HeadlessSwiftUI
import Testing

/// Docs/HeadlessSwiftUI.md's worked example, as written there: a tutorial's sign-in form
/// ported by its import, driven and rendered.
@MainActor
struct WorkedExampleTests {
  @Observable final class Session {
    var user: String?
  }

  struct SignInForm: View {
    @Environment(Session.self) private var session
    @State private var name = ""
    @FocusState private var focused: Bool

    var body: some View {
      VStack {
        TextField("Name", text: $name)
          .focused($focused)
          .onSubmit(signIn)
          .accessibilityIdentifier("name")
        Button("Sign in", action: signIn)
          .disabled(name.isEmpty)
          .accessibilityIdentifier("signin")
        if let user = session.user {
          Text("Hello, \(user)").accessibilityIdentifier("greeting")
        }
      }
      .onAppear { focused = true }
      .accessibilityIdentifier("hello")
    }

    private func signIn() { session.user = name }
  }

  @Test func theDocsSignInFormGreetsWhoSignedInAndRendersAsTheDocsSay() throws {
    let session = Session()
    let window = UIWindow()
    window.rootViewController = UIHostingController(rootView: SignInForm().environment(session))
    window.makeKeyAndVisible()
    let driver = UIDriver(window: window)
    try assertEqual((driver.element("signin") as? UIButton)?.isEnabled, false)
    try driver.type("Ada", into: "name")
    try driver.tap("signin")
    assertEqual(session.user, "Ada")
    assertEqual(
      driver.render(),
      """
      screen hello
      field     name                 "Ada"  focused
      button    signin               "Sign in"
      label     greeting             "Hello, Ada"

      """)
    window.rootViewController = nil
  }
}
