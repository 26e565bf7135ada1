// The product view model, through its properties and events only, with a navigator spy (app
// spec, Product rules 1-6). No view is involved.
import Assertions
import Domain
import MVVMSwiftUI
import Testing

@MainActor
struct ProductViewModelTests {
  let store = defaultCatalog()
  let navigator = SpyNavigator()

  func product(_ name: String) throws -> Product {
    try #require(store.allProducts().first { $0.name == name })
  }

  func makeViewModel(_ mode: ProductMode) -> ProductViewModel {
    let viewModel = ProductViewModel(mode: mode, catalogStore: store, navigator: navigator)
    viewModel.viewDidLoad()
    return viewModel
  }

  @Test func nameErrorsShowTheFirstFailingRule() {
    let viewModel = makeViewModel(.add)
    viewModel.nameChanged("  ")
    assertEqual(viewModel.nameError, "Name is required.")
    viewModel.nameChanged(String(repeating: "a", count: 61))
    assertEqual(viewModel.nameError, "Name must be at most 60 characters.")
    viewModel.nameChanged(" MOUSE ")
    assertEqual(viewModel.nameError, "A product named “Mouse” already exists.")
    viewModel.nameChanged("Lamp")
    #expect(viewModel.nameError == nil)
  }

  @Test func priceErrorsShowTheFirstFailingRule() {
    let viewModel = makeViewModel(.add)
    viewModel.priceChanged(" ")
    assertEqual(viewModel.priceError, "Price is required.")
    viewModel.priceChanged("12.")
    assertEqual(viewModel.priceError, "Enter a price like 12.50.")
    viewModel.priceChanged("100000.01")
    assertEqual(viewModel.priceError, "Price must be at most 100,000.00.")
    viewModel.priceChanged("12.5")
    #expect(viewModel.priceError == nil)
  }

  @Test func errorLabelsStayHiddenUntilTheFieldIsEdited() {
    let viewModel = makeViewModel(.add)
    #expect(viewModel.nameError == nil && viewModel.priceError == nil)
    #expect(!viewModel.canSave)
    viewModel.nameChanged("")
    assertEqual(viewModel.nameError, "Name is required.")
    #expect(viewModel.priceError == nil)
  }

  @Test func saveStoresTheTrimmedNameAndPriceAndCloses() throws {
    let viewModel = makeViewModel(.add)
    viewModel.nameChanged("  Lamp ")
    viewModel.priceChanged("12.5")
    #expect(viewModel.canSave)
    viewModel.saveButtonTapped()
    let lamp = store.allProducts().last
    #expect(lamp?.name == "Lamp" && lamp?.price == Price(cents: 1250))
    assertEqual(navigator.moves, [.closeProduct])
  }

  @Test func cancelChangesNothing() throws {
    let before = store.allProducts()
    let viewModel = makeViewModel(.edit(try product("Mouse")))
    viewModel.nameChanged("Rat")
    viewModel.cancelButtonTapped()
    assertEqual(store.allProducts(), before)
    assertEqual(navigator.moves, [.closeProduct])
  }

  @Test func editShowsTheProductsNameAndPrice() throws {
    let viewModel = makeViewModel(.edit(try product("Pro Display")))
    assertEqual(viewModel.title, "Edit product")
    #expect(viewModel.name == "Pro Display" && viewModel.price == "1599.00")
    #expect(!viewModel.isDeleteHidden && viewModel.canSave)
    let adding = makeViewModel(.add)
    #expect(adding.title == "New product" && adding.isDeleteHidden)
    #expect(adding.name == "" && adding.price == "")
  }

  @Test func deleteAsksThenRemovesTheProduct() throws {
    let mouse = try product("Mouse")
    let viewModel = makeViewModel(.edit(mouse))
    viewModel.deleteButtonTapped()
    assertEqual(
      viewModel.deleteConfirmation,
      AlertText(
        title: "Delete “Mouse”?", message: "This cannot be undone.",
        buttons: ["Cancel", "Delete"]))
    #expect(store.allProducts().contains(mouse))
    viewModel.deleteConfirmation = nil
    viewModel.deleteConfirmed()
    #expect(!store.allProducts().contains { $0.id == mouse.id })
    assertEqual(navigator.moves, [.closeProduct])
  }

  @Test func editingMayKeepTheProductsOwnName() throws {
    let viewModel = makeViewModel(.edit(try product("Mouse")))
    viewModel.nameChanged("mouse")
    #expect(viewModel.nameError == nil)
    #expect(viewModel.canSave)
  }
}
