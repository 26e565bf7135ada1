// The product view model over a store that refuses writes (app spec, Product rule 7).
import Assertions
import Domain
import MVVMSwiftUI
import Testing

@MainActor
struct ProductViewModelStoreFailureTests {
  let base = defaultCatalog()
  let navigator = SpyNavigator()

  func makeViewModel(_ mode: ProductMode) -> ProductViewModel {
    let store = FaultyCatalogStore(base: base, faults: .init(failsWrites: true))
    let viewModel = ProductViewModel(mode: mode, catalogStore: store, navigator: navigator)
    viewModel.viewDidLoad()
    return viewModel
  }

  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() throws {
    let before = base.allProducts()
    let viewModel = makeViewModel(.add)
    viewModel.nameChanged("Lamp")
    viewModel.priceChanged("3")
    viewModel.saveButtonTapped()
    assertEqual(
      viewModel.alert,
      AlertText(
        title: "Not saved", message: "The catalog could not be written. Try again.",
        button: "OK"))
    #expect(viewModel.name == "Lamp" && viewModel.price == "3")
    assertEqual(base.allProducts(), before)
    #expect(navigator.moves.isEmpty)
  }

  @Test func aRefusedDeleteKeepsTheProduct() throws {
    let mouse = try #require(base.allProducts().first { $0.name == "Mouse" })
    let viewModel = makeViewModel(.edit(mouse))
    viewModel.deleteButtonTapped()
    viewModel.deleteConfirmation = nil
    viewModel.deleteConfirmed()
    assertEqual(viewModel.alert?.title, "Not deleted")
    #expect(base.allProducts().contains(mouse))
    #expect(navigator.moves.isEmpty)
  }
}
