/// The TestStore itself: it fails a test on an unasserted or wrong state change, an unreceived
/// answer, a wrong answer and an effect left in flight, and passes when every step is said.
import Assertions
import Domain
import Scheduling
import TEA
import TEATesting
import Testing

struct TestStoreTests {
  @Test func anUnassertedStateChangeFailsTheTest() {
    withKnownIssue {
      let store = TestStore(initialState: LoginState(), reducer: loginReducer)
      store.send(.emailChanged("ada@example.com"))
    } matching: { issue in
      Self.says(issue, "State change does not match after emailChanged(\"ada@example.com\")")
        && Self.says(issue, "+   - email: \"ada@example.com\"")
    }
  }

  @Test func aWrongStateChangeFailsTheTest() {
    withKnownIssue {
      let store = TestStore(initialState: LoginState(), reducer: loginReducer)
      store.send(.emailChanged("ada@example.com")) { $0.email = "alan@example.com" }
    } matching: { issue in
      Self.says(issue, "−   - email: \"alan@example.com\"")
    }
  }

  @Test func aLeftoverEffectFailsTheTest() {
    withKnownIssue {
      let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
      store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
    } matching: { issue in
      Self.says(issue, "1 effect(s) still in flight (ids: search)")
    }
  }

  @Test func anUnreceivedAnswerFailsTheTest() {
    withKnownIssue {
      let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
      store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
      store.advance(by: CatalogQuery.searchDelay)
    } matching: { issue in
      Self.says(issue, "1 answer(s) of effects were not received: searchApplied(\"mo\")")
    }
  }

  @Test func sendingBeforeReceivingFailsTheTest() {
    withKnownIssue {
      let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
      store.send(.viewWillAppear)
      store.send(.alertDismissed)
      store.receive(.catalogLoaded(.success(catalog))) {
        $0.catalog = catalog
      }
    } matching: { issue in
      Self.says(issue, "Must receive 1 answer(s) before sending alertDismissed")
    }
  }

  @Test func receivingTheWrongActionFailsTheTest() {
    withKnownIssue {
      let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
      store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
      store.advance(by: CatalogQuery.searchDelay)
      store.receive(.searchApplied("mouse")) {
        $0.query.searchText = "mo"
      }
    } matching: { issue in
      Self.says(issue, "Received an unexpected action")
    }
  }

  @Test func receivingBeforeTheClockReachesTheAnswerFailsTheTest() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
    store.advance(by: .milliseconds(249))
    withKnownIssue {
      store.receive(.searchApplied("mo"))
    } matching: { issue in
      Self.says(issue, "no effect has answered (1 in flight: advance the clock?)")
    }
    store.advance(by: .milliseconds(1))
    store.receive(.searchApplied("mo")) {
      $0.query.searchText = "mo"
    }
    assertEqual(store.state.summary, "No products match “mo”")
  }

  @Test func everyStepSaidPassesWithNoIssue() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
    store.advance(by: CatalogQuery.searchDelay)
    store.receive(.searchApplied("mo")) {
      $0.query.searchText = "mo"
    }
    assertEqual(store.state.summary, "No products match “mo”")
  }

  @Test func aCancelledEffectNeedsNoReceive() {
    let store = TestStore(
      initialState: AppState(session: Session(email: "ada@example.com")), reducer: appReducer)
    store.send(.catalog(.searchTextChanged("mo"))) { $0.catalog.searchText = "mo" }
    store.send(.catalog(.signOutButtonTapped)) { $0.path = [.login(LoginState())] }
    store.finish()
  }

  @Test func aFailureMessageNeverShowsThePassword() {
    withKnownIssue {
      let store = TestStore(initialState: LoginState(), reducer: loginReducer)
      store.send(.passwordChanged("lovelace1"))
    } matching: { issue in
      Self.says(issue, "passwordChanged(•••••••••)") && !Self.says(issue, "lovelace1")
    }
  }

  nonisolated private static func says(_ issue: Issue, _ text: String) -> Bool {
    issue.comments.contains { $0.rawValue.contains(text) }
  }
}
