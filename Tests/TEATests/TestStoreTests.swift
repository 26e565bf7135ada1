/// The TestStore itself: it fails a test on an unasserted state change, an unreceived answer
/// and an effect left in flight, and passes when every step is said.
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
    }
  }

  @Test func aWrongStateChangeFailsTheTest() {
    withKnownIssue {
      let store = TestStore(initialState: LoginState(), reducer: loginReducer)
      store.send(.emailChanged("ada@example.com")) { $0.email = "alan@example.com" }
    }
  }

  @Test func aLeftoverEffectFailsTheTest() {
    withKnownIssue {
      let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
      store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
    }
  }

  @Test func anUnreceivedAnswerFailsTheTest() {
    withKnownIssue {
      let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
      store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
      store.advance(by: CatalogQuery.searchDelay)
    }
  }

  @Test func receivingTheWrongActionFailsTheTest() {
    withKnownIssue {
      let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
      store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
      store.advance(by: CatalogQuery.searchDelay)
      store.receive(.searchApplied("mouse")) {
        $0.query.searchText = "mo"; $0.summary = "No products yet"
      }
    }
  }

  @Test func everyStepSaidPassesWithNoIssue() {
    let store = TestStore(initialState: CatalogState(), reducer: catalogReducer)
    store.send(.searchTextChanged("mo")) { $0.searchText = "mo" }
    store.advance(by: CatalogQuery.searchDelay)
    store.receive(.searchApplied("mo")) {
      $0.query.searchText = "mo"
      $0.summary = "No products match “mo”"
    }
  }
}
