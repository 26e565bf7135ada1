/// The app's reducer when a write is refused: the stack stays as it is (Product 7).
import Assertions
import Domain
import TEA
import TEATesting
import Testing

extension AppReducerTests {
  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() {
    var state = AppState(session: Session(email: "ada@example.com"))
    state.path.append(.product(ProductState(mode: .edit(product("Mouse")), catalog: catalog)))
    let store = TestStore(initialState: state, reducer: appReducer)
    store.send(.product(.saveAnswered(.failure(StoreFailure())))) {
      $0.product.alert = AlertText(
        title: "Not saved", message: "The catalog could not be written. Try again.", button: "OK")
    }
    assertEqual(store.state.path.map(\.kind), ["catalog", "product"])
    store.send(.product(.alertDismissed)) { $0.product.alert = nil }
    assertEqual(store.state.path.map(\.kind), ["catalog", "product"])
  }
}
