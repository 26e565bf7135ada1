// The product view model's form at its edges (app spec, Product first show and rules 1-3),
// through its properties and events only. No view is involved.
import Assertions
import Domain
import MVVMSwiftUI
import Testing

extension ProductViewModelTests {
  @Test func addModeOpensAnEmptyForm() {
    let viewModel = makeViewModel(.add)
    assertEqual(viewModel.title, "New product")
    #expect(viewModel.name == "" && viewModel.price == "")
    #expect(viewModel.nameError == nil && viewModel.priceError == nil)
    #expect(!viewModel.canSave)
    #expect(viewModel.isDeleteHidden)
  }

  @Test func theFormReadsTheCatalogOnceWhenItLoads() {
    let viewModel = ProductViewModel(mode: .add, catalogStore: store, navigator: navigator)
    store.add(name: "Lamp", price: Price(cents: 100))  // before the screen loads: read
    viewModel.viewDidLoad()
    store.add(name: "Desk", price: Price(cents: 100))  // after: not read again
    viewModel.nameChanged("lamp")
    assertEqual(viewModel.nameError, "A product named “Lamp” already exists.")
    viewModel.nameChanged("desk")
    #expect(viewModel.nameError == nil)
  }

  @Test func anUnreadableCatalogLeavesNoNameToClashWith() {
    let unreadable = FaultyCatalogStore(base: store, faults: .init(failsReads: true))
    let viewModel = ProductViewModel(mode: .add, catalogStore: unreadable, navigator: navigator)
    viewModel.viewDidLoad()
    viewModel.nameChanged("Mouse")
    viewModel.priceChanged("1")
    #expect(viewModel.nameError == nil)
    #expect(viewModel.canSave)
  }

  @Test func aNameOfSixtyCharactersIsValidAndSixtyOneIsTooLong() {
    let viewModel = makeViewModel(.add)
    viewModel.nameChanged(String(repeating: "é", count: 60) + " ")
    #expect(viewModel.nameError == nil)
    viewModel.nameChanged(String(repeating: "é", count: 61))
    assertEqual(viewModel.nameError, "Name must be at most 60 characters.")
  }

  @Test func anErrorHidesWhileItsFieldIsValid() {
    let viewModel = makeViewModel(.add)
    viewModel.nameChanged("D")
    #expect(viewModel.nameError == nil)
    viewModel.priceChanged("100000.01")
    assertEqual(viewModel.priceError, "Price must be at most 100,000.00.")
    viewModel.priceChanged("100000")
    #expect(viewModel.priceError == nil)
  }

  @Test func saveIsEnabledExactlyWhenNameAndPriceAreValid() {
    let viewModel = makeViewModel(.add)
    viewModel.nameChanged("Lamp")
    #expect(!viewModel.canSave)
    viewModel.priceChanged("12.5")
    #expect(viewModel.canSave)
    viewModel.priceChanged("12.50")
    #expect(viewModel.canSave)
    viewModel.priceChanged("12.501")
    #expect(!viewModel.canSave)
    viewModel.priceChanged("5")
    viewModel.nameChanged("")
    #expect(!viewModel.canSave)
  }
}
