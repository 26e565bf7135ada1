import Assertions
import HeadlessSwiftUI
import Testing

private struct SignInForm: View {
  enum Field: Hashable { case email, password }
  @State private var email = ""
  @State private var password = ""
  @State private var showsAlert = false
  @FocusState private var focus: Field?

  var body: some View {
    Form {
      Text("Sign in").accessibilityIdentifier("title")
      TextField("Email", text: $email)
        .keyboardType(.emailAddress)
        .focused($focus, equals: .email)
        .onSubmit { focus = .password }
        .accessibilityIdentifier("email")
      SecureField("Password", text: $password)
        .focused($focus, equals: .password)
        .onSubmit { showsAlert = true }
        .accessibilityIdentifier("password")
      Button("Continue") { showsAlert = true }
        .disabled(email.isEmpty || password.count < 6)
        .accessibilityIdentifier("submit")
    }
    .accessibilityIdentifier("login")
    .alert("Welcome", isPresented: $showsAlert) {
      Button("OK") { password = "" }
    } message: {
      Text("Signed in as \(email)")
    }
  }
}

struct FormTests {
  @Test func aFormRendersAsAUIKitScreenDoes() {
    let app = Hosted(SignInForm())
    assertEqual(
      app.render,
      """
      screen login
      label     title                "Sign in"
      field     email                placeholder "Email"
      field     password             placeholder "Password"  secure
      button    submit               "Continue"  disabled

      """)
  }

  @Test func typingWritesTheBindingAndTheButtonFollows() throws {
    let app = Hosted(SignInForm())
    try app.driver.type("ada@example.com", into: "email")
    try app.driver.type("secret", into: "password")
    let button = try #require(try app.driver.element("submit") as? UIButton)
    #expect(button.isEnabled)
    try assertEqual(app.text("email"), "ada@example.com")
  }

  @Test func returnMovesTheFocusThroughTheFocusState() throws {
    let app = Hosted(SignInForm())
    try app.driver.type("ada@example.com", into: "email")
    try app.driver.pressReturn(in: "email")
    #expect(try app.driver.element("password").isFirstResponder)
  }

  @Test func anAlertShowsWhileItsBindingIsTrueAndItsButtonRuns() throws {
    let app = Hosted(SignInForm())
    try app.driver.type("ada@example.com", into: "email")
    try app.driver.type("secret", into: "password")
    try app.driver.tap("submit")
    assertEqual(app.driver.presentedAlert?.title, "Welcome")
    assertEqual(app.driver.presentedAlert?.message, "Signed in as ada@example.com")
    try app.driver.tapAlertButton("OK")
    #expect(app.driver.presentedAlert == nil)
    try assertEqual(app.text("password"), "")
    let button = try #require(try app.driver.element("submit") as? UIButton)
    #expect(!button.isEnabled)
  }

  @Test func everythingIsReleasedWithTheWindow() {
    let checkpoint = LiveObjects.checkpoint()
    do {
      let app = Hosted(SignInForm())
      app.close()
    }
    assertEqual(checkpoint.survivors(), [])
  }
}
