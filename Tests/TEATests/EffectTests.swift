/// Effects as values: what a reducer returns, run by a test store on virtual time.
import Assertions
import Domain
import Scheduling
import TEA
import TEATesting
import Testing

struct EffectTests {
  @Test func theSignInEffectAnswersWhatTheServiceSays() {
    let store = TestStore(initialState: 0, reducer: signIn)
    store.send("ada@example.com/lovelace1")
    store.advance(by: .milliseconds(400))
    store.receive("signed in") { $0 = 1 }
  }

  @Test func aMappedEffectAnswersWithTheWrappedAction() {
    let store = TestStore(
      initialState: AppState(session: Session(email: "ada@example.com")), reducer: appReducer)
    store.send(.catalog(.searchTextChanged("x"))) { $0.catalog.searchText = "x" }
    store.advance(by: CatalogQuery.searchDelay)
    store.receive(.catalog(.searchApplied("x"))) {
      $0.catalog.query.searchText = "x"
    }
    assertEqual(store.state.catalog.summary, "No products match “x”")
  }

  private func signIn(_ count: inout Int, _ action: String) -> Effect<String> {
    if action == "signed in" {
      count += 1
      return .none
    }
    let parts = action.split(separator: "/").map(String.init)
    return .signIn(email: parts[0], password: parts[1]) { result in
      result.session == nil ? "refused" : "signed in"
    }
  }
}
