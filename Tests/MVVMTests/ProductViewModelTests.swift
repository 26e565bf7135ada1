// The product view model, through its inputs and outputs only, in virtual time: the form's
// prefill, its error labels, Save, Cancel and Delete, and a catalog that refuses writes (app
// spec, Product rules 1-7). No view is involved.
import Assertions
import Domain
import MVVM
import Reactive
import ReactiveTesting
import Scheduling
import Testing

let storedCatalog = [
  "Keyboard 600", "Mouse 500", "Bàn phím cơ 4990", "USB-C Hub 2500", "マウスパッド 1200",
  "Monitor Stand 3550", "Pro Display 159900",
]

@MainActor
struct ProductViewModelTests {
  @Test func theFormReadsTheCatalogOnceWhenItLoads() throws {
    let store = CountingCatalogStore(
      base: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog))
    let viewModel = ProductViewModel(mode: .add, catalogStore: store)
    let bag = DisposeBag()
    var errors: [String?] = []
    viewModel.outputs.nameError.drive(onNext: { errors.append($0) }).disposed(by: bag)
    assertEqual(store.readCount, 0, "nothing is read before the view loads")
    viewModel.inputs.viewDidLoad()
    try store.add(name: "Lamp", price: Price(cents: 100))
    viewModel.inputs.nameChanged("lamp")
    viewModel.inputs.nameChanged("mouse")
    assertEqual(store.readCount, 1)
    assertEqual(errors, [nil, "A product named “Mouse” already exists."], "no clash with Lamp")
  }

  @Test func anUnreadableCatalogLeavesNoNameToClashWith() {
    let store = FaultyCatalogStore(
      base: InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog),
      faults: .init(failsReads: true))
    let viewModel = ProductViewModel(mode: .add, catalogStore: store)
    let bag = DisposeBag()
    var errors: [String?] = []
    var saveEnabled: [Bool] = []
    viewModel.outputs.nameError.drive(onNext: { errors.append($0) }).disposed(by: bag)
    viewModel.outputs.isSaveEnabled.drive(onNext: { saveEnabled.append($0) }).disposed(by: bag)
    viewModel.inputs.viewDidLoad()
    viewModel.inputs.nameChanged("Mouse")
    viewModel.inputs.priceChanged("1")
    assertEqual(errors, [nil])
    assertEqual(saveEnabled, [false, true])
  }

  @Test func addModeOpensAnEmptyForm() {
    let screen = ProductHarness()
    screen.scheduler.start()
    assertEqual(screen.title.events, [.next(0, "New product"), .completed(0)])
    assertEqual(screen.nameText.events, [.next(0, ""), .completed(0)])
    assertEqual(screen.priceText.events, [.next(0, ""), .completed(0)])
    assertEqual(screen.isDeleteHidden.events, [.next(0, true), .completed(0)])
    assertEqual(screen.isSaveEnabled.events, [.next(0, false)])
  }

  @Test func editShowsTheProductsNameAndPrice() {
    let screen = ProductHarness(editing: "Pro Display")
    screen.scheduler.start()
    assertEqual(screen.title.events, [.next(0, "Edit product"), .completed(0)])
    assertEqual(screen.nameText.events, [.next(0, "Pro Display"), .completed(0)])
    assertEqual(screen.priceText.events, [.next(0, "1599.00"), .completed(0)])
    assertEqual(screen.isDeleteHidden.events, [.next(0, false), .completed(0)])
    assertEqual(screen.isSaveEnabled.events, [.next(0, true)])
  }

  @Test func errorLabelsStayHiddenUntilTheFieldIsEdited() {
    let screen = ProductHarness()
    screen.at(100) { $0.saveButtonTapped() }
    screen.at(200) { $0.nameChanged("") }
    screen.scheduler.start()
    assertEqual(screen.nameError.events, [.next(0, nil), .next(200, "Name is required.")])
    assertEqual(screen.isNameErrorHidden.events, [.next(0, true), .next(200, false)])
    assertEqual(screen.priceError.events, [.next(0, nil)])
    assertEqual(screen.isPriceErrorHidden.events, [.next(0, true)])
  }

  @Test func nameErrorsShowTheFirstFailingRule() {
    let screen = ProductHarness()
    screen.at(100) { $0.priceChanged("1") }
    screen.at(200) { $0.nameChanged("  ") }
    screen.at(300) { $0.nameChanged(String(repeating: "é", count: 61)) }
    screen.at(400) { $0.nameChanged(String(repeating: "é", count: 60)) }
    screen.at(500) { $0.nameChanged(" MOUSE ") }
    screen.at(600) { $0.nameChanged("ban phim co") }
    screen.at(700) { $0.nameChanged("") }
    screen.scheduler.start()
    assertEqual(
      screen.nameError.events,
      [
        .next(0, nil), .next(200, "Name is required."),
        .next(300, "Name must be at most 60 characters."), .next(400, nil),
        .next(500, "A product named “Mouse” already exists."),
        .next(600, "A product named “Bàn phím cơ” already exists."),
        .next(700, "Name is required."),
      ])
    assertEqual(
      screen.isNameErrorHidden.events,
      [
        .next(0, true), .next(200, false), .next(400, true), .next(500, false),
      ])
    assertEqual(screen.isPriceErrorHidden.events, [.next(0, true)])
  }

  @Test func aNameOfSixtyCharactersIsValidAndSixtyOneIsTooLong() {
    let screen = ProductHarness()
    screen.at(100) { $0.nameChanged(String(repeating: "é", count: 60) + " ") }
    screen.at(200) { $0.nameChanged(String(repeating: "é", count: 61)) }
    screen.scheduler.start()
    assertEqual(
      screen.nameError.events, [.next(0, nil), .next(200, "Name must be at most 60 characters.")])
  }

  @Test func anErrorHidesWhileItsFieldIsValid() {
    let screen = ProductHarness()
    screen.at(100) { $0.nameChanged("D") }
    screen.at(200) { $0.priceChanged("100000.01") }
    screen.at(300) { $0.priceChanged("100000") }
    screen.scheduler.start()
    assertEqual(screen.nameError.events, [.next(0, nil)])
    assertEqual(screen.isNameErrorHidden.events, [.next(0, true)])
    assertEqual(
      screen.priceError.events,
      [
        .next(0, nil), .next(200, "Price must be at most 100,000.00."), .next(300, nil),
      ])
    assertEqual(
      screen.isPriceErrorHidden.events, [.next(0, true), .next(200, false), .next(300, true)])
  }

  @Test func saveIsEnabledExactlyWhenNameAndPriceAreValid() {
    let screen = ProductHarness()
    screen.at(100) { $0.nameChanged("Desk") }
    screen.at(200) { $0.priceChanged("12.5") }
    screen.at(300) { $0.nameChanged("keyboard") }
    screen.at(400) { $0.nameChanged("Desk") }
    screen.at(500) { $0.priceChanged("12.505") }
    screen.scheduler.start()
    assertEqual(
      screen.isSaveEnabled.events,
      [
        .next(0, false), .next(200, true), .next(300, false), .next(400, true), .next(500, false),
      ])
  }

  @Test func priceErrorsShowTheFirstFailingRule() {
    let screen = ProductHarness()
    screen.at(100) { $0.nameChanged("Lamp") }
    for (offset, text) in [" ", "12.", ".5", "-3", "1,000", "100000.01", "100000", " 0.99 "]
      .enumerated()
    {
      screen.at(200 + 100 * offset) { $0.priceChanged(text) }
    }
    screen.scheduler.start()
    assertEqual(
      screen.priceError.events,
      [
        .next(0, nil), .next(200, "Price is required."), .next(300, "Enter a price like 12.50."),
        .next(700, "Price must be at most 100,000.00."), .next(800, nil),
      ])
    assertEqual(
      screen.isPriceErrorHidden.events, [.next(0, true), .next(200, false), .next(800, true)])
    assertEqual(screen.isSaveEnabled.events, [.next(0, false), .next(800, true)])
  }

  @Test func editingMayKeepTheProductsOwnName() {
    let screen = ProductHarness(editing: "Mouse")
    screen.at(100) { $0.nameChanged("mouse") }
    screen.at(200) { $0.nameChanged("Keyboard") }
    screen.scheduler.start()
    assertEqual(
      screen.nameError.events,
      [
        .next(0, nil), .next(200, "A product named “Keyboard” already exists."),
      ])
    assertEqual(screen.isSaveEnabled.events, [.next(0, true), .next(200, false)])
  }

  @Test func saveStoresTheTrimmedNameAndPriceAndCloses() {
    let screen = ProductHarness()
    screen.at(100) { $0.nameChanged("  Desk Lamp ") }
    screen.at(200) { $0.priceChanged(" 12.5") }
    screen.at(300) { $0.saveButtonTapped() }
    screen.scheduler.start()
    assertEqual(screen.isSaveEnabled.events, [.next(0, false), .next(200, true)])
    assertEqual(screen.navigation, [.next(300, .closeProduct)])
    assertEqual(screen.catalog, storedCatalog + ["Desk Lamp 1250"])
    #expect(screen.alert.events.isEmpty)
  }

  @Test func saveUpdatesTheEditedProductInPlace() throws {
    let screen = ProductHarness(editing: "Mouse")
    screen.at(100) { $0.priceChanged("4.99") }
    screen.at(200) { $0.saveButtonTapped() }
    screen.scheduler.start()
    assertEqual(screen.navigation, [.next(200, .closeProduct)])
    assertEqual(screen.catalog[1], "Mouse 499")
    try assertEqual(screen.store.allProducts()[1].id, ProductID(2))
  }

  @Test func saveOnAnInvalidFormDoesNothing() {
    let screen = ProductHarness()
    screen.at(100) { $0.nameChanged("Lamp") }
    screen.at(200) { $0.saveButtonTapped() }
    screen.scheduler.start()
    #expect(screen.navigation.isEmpty)
    assertEqual(screen.catalog, storedCatalog)
  }

  @Test func cancelChangesNothing() {
    let screen = ProductHarness(editing: "Mouse")
    screen.at(100) { $0.nameChanged("Rat") }
    screen.at(200) { $0.cancelButtonTapped() }
    screen.scheduler.start()
    assertEqual(screen.navigation, [.next(200, .closeProduct)])
    assertEqual(screen.catalog, storedCatalog)
  }

  @Test func deleteAsksThenRemovesTheProduct() {
    let screen = ProductHarness(editing: "Mouse")
    screen.at(100) { $0.nameChanged("Rat") }
    screen.at(200) { $0.deleteButtonTapped() }
    screen.at(300) { $0.deleteButtonTapped() }
    screen.at(400) { $0.deleteConfirmed() }
    screen.scheduler.advanceTo(350)
    assertEqual(screen.catalog, storedCatalog)  // "Cancel" on the alert: nothing happened
    screen.scheduler.start()
    let confirm = AlertText(
      title: "Delete “Mouse”?", message: "This cannot be undone.", buttons: ["Cancel", "Delete"])
    assertEqual(screen.deleteConfirmation.events, [.next(200, confirm), .next(300, confirm)])
    assertEqual(screen.navigation, [.next(400, .closeProduct)])
    assertEqual(screen.catalog, storedCatalog.filter { $0 != "Mouse 500" })
  }

  @Test func cancellingTheDeleteKeepsTheScreenAsItWas() {
    let screen = ProductHarness(editing: "Mouse")
    screen.at(100) { $0.nameChanged("Rat") }
    screen.at(200) { $0.deleteButtonTapped() }
    screen.scheduler.start()  // "Cancel" on the confirmation sends the view model nothing
    assertEqual(screen.deleteConfirmation.events.count, 1)
    #expect(screen.navigation.isEmpty)
    #expect(screen.alert.events.isEmpty)
    assertEqual(screen.catalog, storedCatalog)
    assertEqual(screen.nameText.events, [.next(0, "Mouse"), .completed(0)], "not filled again")
  }

  @Test func deleteDoesNothingWhenAdding() {
    let screen = ProductHarness()
    screen.at(100) { $0.deleteButtonTapped() }
    screen.at(200) { $0.deleteConfirmed() }
    screen.scheduler.start()
    #expect(screen.deleteConfirmation.events.isEmpty)
    #expect(screen.navigation.isEmpty)
    assertEqual(screen.catalog, storedCatalog)
  }

  @Test func theScreenIsReleasedWithItsWindow() {
    let screen = ProductHarness(editing: "Mouse")
    weak let released = screen.viewModel
    screen.at(100) { $0.nameChanged("Rat") }
    screen.scheduler.advanceTo(200)
    screen.bag = nil
    screen.viewModel = nil
    #expect(released == nil)
  }
}
