/// The product screen's derived state on its own: what its fields' errors show, computed
/// from the state (Product 3), with no reducer run.
import Assertions
import Domain
import TEA
import Testing

struct ProductStateTests {
  @Test func errorLabelsStayHiddenUntilTheFieldIsEdited() {
    var state = ProductState(mode: .add, catalog: catalog)
    #expect(state.nameError == nil)
    #expect(state.priceError == nil)
    // Only the price is edited: the empty name's error stays hidden.
    state.price = "1"
    state.priceWasEdited = true
    #expect(state.nameError == nil)
    #expect(state.priceError == nil)
    state.nameWasEdited = true
    assertEqual(state.nameError, "Name is required.")
  }
}
