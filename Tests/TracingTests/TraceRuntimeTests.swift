import Assertions
import Domain
import Registry
import Testing

@testable import PatternModel
@testable import Tracing

/// What a pattern's runtime reports through `RuntimeObserver` in a trace: TEA's actions sent,
/// each reduction with the state fields it changed, effects started, answered and cancelled,
/// instead of the store's internals.
@MainActor
struct TraceRuntimeTests {
  /// The messages touching the runtime's lanes (`Store`, `Reducers`), as `from → to: label`.
  static func runtimeCalls(_ trace: Trace, step: String) throws -> [String] {
    let step = try #require(trace.steps.first { $0.text == step })
    let lanes: Set = ["Store", "Reducers"]
    return step.messages.filter { lanes.contains($0.from) || lanes.contains($0.to) }.map {
      // A build with ThreadSanitizer's instrumentation names the closure's frame after the
      // method that made it.
      let label = $0.label == "viewDidLoad()" ? "closure in viewDidLoad()" : $0.label
      return "\($0.from) → \($0.to): \(label)"
    }
  }

  @Test func teaShowsTheActionsTheReductionsWithTheirChangesAndTheSignInEffect() throws {
    let trace = try TraceTests.trace("tea")
    assertEqual(
      trace.lanes.map(\.title),
      [
        "User", "Widgets", "LoginViewController (Views)", "Store", "Reducers", "Effect (Effects)",
        "AuthService", "Scheduler",
      ])
    try assertEqual(
      Self.runtimeCalls(trace, step: "tap login.submit"),
      [
        "LoginViewController → Store: send login(loginButtonTapped)",
        "Store → Reducers: login(loginButtonTapped) changed path[0].login: canSubmit = false, "
          + "isSigningIn = true",
        "Store → Effect: start effect signIn",
        "Store → LoginViewController: closure in viewDidLoad()",
      ])
    try assertEqual(
      Self.runtimeCalls(trace, step: "wait 400ms"),
      [
        "Effect → Store: answer login(signInAnswered(incorrectCredentials))",
        "Store → Reducers: login(signInAnswered(incorrectCredentials)) changed path[0].login: "
          + "password = \"\", isSigningIn = false, alert = AlertText(title: \"Sign-in failed\", "
          + "message: \"Incorrect email or password.\", buttons: [1 item])",
        "Store → LoginViewController: closure in viewDidLoad()",
      ])
    #expect(!trace.lanes.contains { ["ScopedStore", "EffectRunner"].contains($0.name) })
  }

  @Test func teaFoldsTheKeystrokesAndNeverShowsThePassword() throws {
    let trace = try TraceTests.trace("tea")
    try assertEqual(
      Self.runtimeCalls(trace, step: "type \"•••••••\" into login.password"),
      [
        "LoginViewController → Store: send login(focusChanged(password))",
        "Store → Reducers: login(focusChanged(password)) changed path[0].login.focusedField = "
          + "password",
        "LoginViewController → Store: send login(passwordChanged(•••••)) (the last of 5 alike)",
        "Store → Reducers: login(passwordChanged(•••••)) changed path[0].login.password = •••••",
        "LoginViewController → Store: send login(passwordChanged(••••••))",
        "Store → Reducers: login(passwordChanged(••••••)) changed path[0].login: "
          + "password = ••••••, canSubmit = true",
        "Store → LoginViewController: closure in viewDidLoad()",
        "LoginViewController → Store: send login(passwordChanged(•••••••))",
        "Store → Reducers: login(passwordChanged(•••••••)) changed path[0].login.password = "
          + "•••••••",
      ])
    #expect(!trace.messages.contains { $0.label.contains("wrongpw") })
    #expect(
      trace.messages.contains {
        $0.label == "send login(emailChanged(\"ada@example.com\")) (the last of 15 alike)"
      })
  }

  @Test func teaDebouncesTheSearchByCancellingTheEffectWaitingAndStartingItLater() throws {
    let trace = try TraceTests.trace("tea", TraceExamples.debouncedSearch)
    try assertEqual(
      Self.runtimeCalls(trace, step: "type \"u\" into catalog.search"),
      [
        "CatalogViewController → Store: send catalog(searchTextChanged(\"mou\"))",
        "Store → Reducers: catalog(searchTextChanged(\"mou\")) changed "
          + "path[0].catalog.searchText = \"mou\"",
        "Store → Store: cancel effect search",
        "Store → Scheduler: cancel #2",
        "Store → Scheduler: schedule #3 in 250 ms",
      ])
    try assertEqual(
      Self.runtimeCalls(trace, step: "wait 250ms"),
      [
        "Scheduler → Store: run #3",
        "Store → Effect: start effect search",
        "Effect → Store: answer catalog(searchApplied(\"mou\"))",
        // The rows and the summary are derived from the query: no field of their own changes.
        "Store → Reducers: catalog(searchApplied(\"mou\")) changed "
          + "path[0].catalog.query.searchText = \"mou\"",
        "Store → CatalogViewController: closure in viewDidLoad()",
      ])
  }

  @Test(arguments: PatternRegistry.all.filter { !$0.roles.contains { $0.runtime != nil } })
  func aPatternWithNoRuntimeRoleDrawsNoRuntimeLane(pattern: PatternDescription) throws {
    let trace = try Tracer.trace(TraceExamples.wrongPassword, on: pattern)
    #expect(
      !trace.lanes.contains { ["Runtime", "Reducer", "Reducers", "Store"].contains($0.name) })
  }
}
