/// The product presenter alone, against a spy view, a fake interactor and a spy router: the
/// title, the prefilled fields, when error labels show, the delete confirmation and the
/// refused-write alerts (Product rules 3-7), with the interactor's answers played by hand.
import Assertions
import Domain
import Testing
import VIPER

/// A product presenter wired to fakes, its view loaded.
private struct ProductFixture {
  let view = SpyProductView()
  let interactor = FakeProductInteractor()
  let router = SpyRouter()
  let presenter: ProductPresenter

  init(_ mode: ProductMode) {
    presenter = ProductPresenter(mode: mode, interactor: interactor, router: router)
    presenter.view = view
    presenter.viewDidLoad()
  }
}

private let display = Product(id: ProductID(7), name: "Pro Display", price: Price(cents: 159_900))

struct ProductPresenterTests {
  @Test func addModeOpensAnEmptyForm() {
    let app = ProductFixture(.add)
    assertEqual(app.view.title, "New product")
    assertEqual(app.view.name, "")
    assertEqual(app.view.price, "")
    assertEqual(app.view.isDeleteHidden, true)
    assertEqual(app.interactor.loadCount, 1, "the catalog is read as the screen loads")
  }

  @Test func editShowsTheProductsNameAndPrice() {
    let app = ProductFixture(.edit(display))
    assertEqual(app.view.title, "Edit product")
    assertEqual(app.view.name, "Pro Display")
    assertEqual(app.view.price, "1599.00")
    assertEqual(app.view.isDeleteHidden, false)
    assertEqual(app.interactor.checked, [ProductDraft(name: "Pro Display", price: "1599.00")])
  }

  @Test func errorLabelsStayHiddenUntilTheFieldIsEdited() {
    let app = ProductFixture(.add)
    app.interactor.verdict = ProductCheck(nameError: .required, priceError: .required)
    app.presenter.nameChanged("")
    assertEqual(app.view.nameError, .some("Name is required."))
    assertEqual(app.view.priceError, .some(nil))
    assertEqual(app.view.isSaveEnabled, false)
    app.presenter.priceChanged("1")
    assertEqual(app.view.priceError, .some("Price is required."))
    app.interactor.verdict = ProductCheck(nameError: nil, priceError: nil)
    app.presenter.nameChanged("Lamp")
    assertEqual(app.view.nameError, .some(nil))
    assertEqual(app.view.priceError, .some(nil))
    assertEqual(app.view.isSaveEnabled, true)
    assertEqual(app.interactor.checked.last, ProductDraft(name: "Lamp", price: "1"))
    // Only the price is edited: the name's error stays hidden, whatever the interactor finds.
    let priceFirst = ProductFixture(.add)
    priceFirst.interactor.verdict = ProductCheck(nameError: .required, priceError: nil)
    priceFirst.presenter.priceChanged("1")
    #expect((priceFirst.view.nameError ?? nil) == nil)
  }

  /// The presenter's part: each name error the interactor finds, worded as the spec says.
  @Test func nameErrorsShowTheFirstFailingRule() {
    let app = ProductFixture(.add)
    var shown: [String?] = []
    for error in [ProductNameError.required, .tooLong, .duplicate(of: "Bàn phím cơ")] {
      app.interactor.verdict = ProductCheck(nameError: error, priceError: nil)
      app.presenter.nameChanged("x")
      shown.append(app.view.nameError ?? nil)
    }
    assertEqual(
      shown,
      [
        "Name is required.", "Name must be at most 60 characters.",
        "A product named “Bàn phím cơ” already exists.",
      ])
  }

  /// The presenter's part: each price error the interactor finds, worded as the spec says.
  @Test func priceErrorsShowTheFirstFailingRule() {
    let app = ProductFixture(.add)
    var shown: [String?] = []
    for error in [ProductPriceError.required, .malformed, .tooHigh] {
      app.interactor.verdict = ProductCheck(nameError: nil, priceError: error)
      app.presenter.priceChanged("x")
      shown.append(app.view.priceError ?? nil)
    }
    assertEqual(
      shown,
      [
        "Price is required.", "Enter a price like 12.50.", "Price must be at most 100,000.00.",
      ])
  }

  @Test func anErrorHidesWhileItsFieldIsValid() {
    let app = ProductFixture(.add)
    app.interactor.verdict = ProductCheck(nameError: nil, priceError: .tooHigh)
    app.presenter.nameChanged("D")
    app.presenter.priceChanged("100000.01")
    assertEqual(app.view.nameError, .some(nil))
    assertEqual(app.view.priceError, .some("Price must be at most 100,000.00."))
    app.interactor.verdict = ProductCheck(nameError: nil, priceError: nil)
    app.presenter.priceChanged("100000")
    assertEqual(app.view.priceError, .some(nil))
  }

  @Test func saveIsEnabledExactlyWhenNameAndPriceAreValid() {
    let app = ProductFixture(.add)
    app.interactor.verdict = ProductCheck(nameError: nil, priceError: .required)
    app.presenter.nameChanged("Desk")
    assertEqual(app.view.isSaveEnabled, false)
    app.interactor.verdict = ProductCheck(nameError: nil, priceError: nil)
    app.presenter.priceChanged("12.5")
    assertEqual(app.view.isSaveEnabled, true)
    app.interactor.verdict = ProductCheck(nameError: .duplicate(of: "Keyboard"), priceError: nil)
    app.presenter.nameChanged("keyboard")
    assertEqual(app.view.isSaveEnabled, false)
  }

  /// The presenter's part: it hands the interactor the draft as typed, in its mode, and
  /// closes once the interactor says it saved.
  @Test func saveStoresTheTrimmedNameAndPriceAndCloses() {
    let app = ProductFixture(.edit(display))
    app.presenter.nameChanged(" Pro Display XDR ")
    app.presenter.saveButtonTapped()
    assertEqual(app.interactor.saved, [ProductDraft(name: " Pro Display XDR ", price: "1599.00")])
    assertEqual(app.interactor.savedModes, [.edit(display)], "the presenter holds the mode")
    assertEqual(app.interactor.checkedIDs.last, display.id)
    assertEqual(app.router.moves, [], "it closes only once the interactor says it saved")
    app.presenter.productSaved()
    assertEqual(app.router.moves, [.closeProduct])
  }

  /// The presenter's part: it closes without asking the interactor for anything.
  @Test func cancelChangesNothing() {
    let app = ProductFixture(.edit(display))
    app.presenter.nameChanged("Lamp")
    app.presenter.cancelButtonTapped()
    assertEqual(app.router.moves, [.closeProduct])
    assertEqual(app.interactor.saved, [])
    assertEqual(app.interactor.deleteCount, 0)
  }

  /// The presenter's part: the confirmation names the product as stored; "Delete" asks the
  /// interactor, and the screen closes once it answers.
  @Test func deleteAsksThenRemovesTheProduct() {
    let app = ProductFixture(.edit(display))
    app.presenter.nameChanged("Lamp")
    app.presenter.deleteButtonTapped()
    assertEqual(
      app.view.deleteConfirmations,
      [
        AlertText(
          title: "Delete “Pro Display”?", message: "This cannot be undone.",
          buttons: ["Cancel", "Delete"])
      ])
    assertEqual(app.interactor.deleteCount, 0)
    app.presenter.deleteConfirmed()
    assertEqual(app.interactor.deleted, [display])
    app.presenter.productDeleted()
    assertEqual(app.router.moves, [.closeProduct])
  }

  @Test func cancellingTheDeleteKeepsTheScreenAsItWas() {
    let app = ProductFixture(.edit(display))
    app.presenter.nameChanged("Lamp")
    app.presenter.deleteButtonTapped()
    // "Cancel" closes the confirmation without telling the presenter (the view's tests say so).
    assertEqual(app.view.deleteConfirmations.count, 1)
    assertEqual(app.interactor.deleteCount, 0)
    assertEqual(app.router.moves, [])
    assertEqual(app.view.alerts, [])
  }

  @Test func deleteDoesNothingWhenAdding() {
    let app = ProductFixture(.add)
    app.presenter.deleteButtonTapped()
    app.presenter.deleteConfirmed()
    #expect(app.view.deleteConfirmations.isEmpty)
    assertEqual(app.interactor.deleteCount, 0)
    assertEqual(app.router.moves, [])
  }

  /// The presenter's part: the interactor's refusal, worded, and the screen stays.
  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() {
    let app = ProductFixture(.edit(display))
    app.presenter.productNotSaved()
    assertEqual(
      app.view.alerts,
      [
        AlertText(
          title: "Not saved", message: "The catalog could not be written. Try again.",
          button: "OK")
      ])
    assertEqual(app.router.moves, [])
  }

  /// The presenter's part: the interactor's refusal, worded, and the screen stays.
  @Test func aRefusedDeleteKeepsTheProduct() {
    let app = ProductFixture(.edit(display))
    app.presenter.productNotDeleted()
    assertEqual(
      app.view.alerts,
      [
        AlertText(
          title: "Not deleted", message: "The catalog could not be written. Try again.",
          button: "OK")
      ])
    assertEqual(app.router.moves, [])
  }
}
