// The product view model's writes at their edges (app spec, Product rules 4-7): an edit in
// place, a Save or Delete that cannot apply, a cancelled delete, a refused add. No view.
import Assertions
import Domain
import MVVMSwiftUI
import Testing

extension ProductViewModelTests {
  @Test func saveUpdatesTheEditedProductInPlace() throws {
    let viewModel = makeViewModel(.edit(try product("Keyboard")))
    viewModel.nameChanged("Keyboards ")
    viewModel.priceChanged("7")
    viewModel.saveButtonTapped()
    let products = store.allProducts()
    assertEqual(products[0], Product(id: ProductID(1), name: "Keyboards", price: Price(cents: 700)))
    assertEqual(products.count, 7)
    assertEqual(navigator.moves, [.closeProduct])
  }

  @Test func saveOnAnInvalidFormDoesNothing() throws {
    let viewModel = makeViewModel(.add)
    viewModel.nameChanged("Lamp")
    viewModel.saveButtonTapped()
    assertEqual(store.allProducts().count, 7)
    #expect(viewModel.alert == nil)
    #expect(navigator.moves.isEmpty)
  }

  @Test func deleteDoesNothingWhenAdding() throws {
    let viewModel = makeViewModel(.add)
    viewModel.deleteButtonTapped()
    #expect(viewModel.deleteConfirmation == nil)
    viewModel.deleteConfirmed()
    assertEqual(store.allProducts().count, 7)
    #expect(viewModel.alert == nil)
    #expect(navigator.moves.isEmpty)
  }

  @Test func cancellingTheDeleteKeepsTheScreenAsItWas() throws {
    let viewModel = makeViewModel(.edit(try product("Keyboard")))
    viewModel.priceChanged("6.00x")
    viewModel.deleteButtonTapped()
    viewModel.deleteConfirmation = nil  // its Cancel button
    #expect(viewModel.alert == nil)
    assertEqual(viewModel.price, "6.00x")
    assertEqual(viewModel.priceError, "Enter a price like 12.50.")
    assertEqual(store.allProducts().count, 7)
    #expect(navigator.moves.isEmpty)
  }

  @Test func aRefusedAddStaysOnTheScreenAndAddsNothing() throws {
    let unwritable = FaultyCatalogStore(base: store, faults: .init(failsWrites: true))
    let viewModel = ProductViewModel(mode: .add, catalogStore: unwritable, navigator: navigator)
    viewModel.viewDidLoad()
    viewModel.nameChanged("Desk")
    viewModel.priceChanged("120")
    viewModel.saveButtonTapped()
    assertEqual(viewModel.alert?.title, "Not saved")
    viewModel.alert = nil
    assertEqual(viewModel.name, "Desk")
    assertEqual(store.allProducts().count, 7)
    #expect(navigator.moves.isEmpty)
  }
}
