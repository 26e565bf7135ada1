/// The product view controller in a window over a fake presenter: it lays out the spec's
/// widgets, forwards every user event as it comes, wires the delete confirmation and shows
/// exactly what it is told.
import Assertions
import Domain
import HeadlessUI
import Testing

@testable import VIPER

/// A product screen over a fake presenter, shown in a window.
private struct ProductScreen {
  let presenter = FakePresenter()
  let screen: ProductViewController
  let window: UIWindow
  let driver: UIDriver

  init() {
    screen = ProductViewController(presenter: presenter)
    (window, driver) = show(screen)
  }

  var root: UIView { screen.view }
  func field(_ id: String) throws -> UITextField { try root.element(id, as: UITextField.self) }
  func label(_ id: String) throws -> UILabel { try root.element(id, as: UILabel.self) }
  func button(_ id: String) throws -> UIButton { try root.element(id, as: UIButton.self) }
}

struct ProductViewControllerTests {
  @Test func theProductScreenLaysOutTheSpecsWidgets() throws {
    let form = ProductScreen()
    assertEqual(form.presenter.events, ["viewDidLoad"])
    assertEqual(form.root.accessibilityIdentifier, "product")
    try assertEqual(form.field(ElementID.Product.name).placeholder, "Name")
    try assertEqual(form.field(ElementID.Product.price).placeholder, "Price")
    try assertEqual(form.field(ElementID.Product.price).keyboardType, .decimalPad)
    #expect(try form.label(ElementID.Product.nameError).isHidden)
    #expect(try form.label(ElementID.Product.priceError).isHidden)
    try assertEqual(form.button(ElementID.Product.save).currentTitle, "Save")
    try assertEqual(form.button(ElementID.Product.cancel).currentTitle, "Cancel")
    try assertEqual(form.button(ElementID.Product.delete).currentTitle, "Delete")
  }

  @Test func theProductViewForwardsEveryEventAsItComes() throws {
    let form = ProductScreen()
    form.screen.setName("Mouse")
    try form.driver.type("s", into: ElementID.Product.name)
    try form.driver.type("5", into: ElementID.Product.price)
    form.screen.setSaveEnabled(true)
    try form.driver.tap(ElementID.Product.save)
    try form.driver.tap(ElementID.Product.delete)
    try form.driver.tap(ElementID.Product.cancel)
    assertEqual(
      form.presenter.events,
      [
        "viewDidLoad", "nameChanged(Mouses)", "priceChanged(5)", "saveButtonTapped",
        "deleteButtonTapped", "cancelButtonTapped",
      ])
    #expect(try form.label(ElementID.Product.nameError).isHidden)
    #expect(form.driver.presentedAlert == nil)
    form.window.rootViewController = nil
  }

  @Test func theProductViewShowsWhatItIsTold() throws {
    let form = ProductScreen()
    form.screen.setTitle("Edit product")
    form.screen.setName("Pro Display")
    form.screen.setPrice("1599.00")
    form.screen.setSaveEnabled(true)
    form.screen.setDeleteHidden(true)
    try assertEqual(form.label(ElementID.Product.title).text, "Edit product")
    try assertEqual(form.field(ElementID.Product.name).text, "Pro Display")
    try assertEqual(form.field(ElementID.Product.price).text, "1599.00")
    #expect(try form.button(ElementID.Product.save).isEnabled)
    #expect(try form.button(ElementID.Product.delete).isHidden)
    assertEqual(form.presenter.events, ["viewDidLoad"])

    form.screen.setNameError("Name is required.")
    form.screen.setPriceError(nil)
    assertEqual(
      (try form.driver.element(ElementID.Product.nameError) as? UILabel)?.text, "Name is required.")
    try assertEqual(form.driver.element(ElementID.Product.nameError).isHidden, false)
    try assertEqual(form.driver.element(ElementID.Product.priceError).isHidden, true)
    form.screen.setPriceError("Enter a price like 12.50.")
    try assertEqual(form.label(ElementID.Product.priceError).text, "Enter a price like 12.50.")
    form.screen.setNameError(nil)
    #expect(try form.label(ElementID.Product.nameError).isHidden)
    try assertEqual(form.label(ElementID.Product.priceError).isHidden, false)
    form.screen.setPriceError(nil)
    #expect(try form.label(ElementID.Product.priceError).isHidden)

    form.screen.showAlert(
      AlertText(
        title: "Not saved", message: "The catalog could not be written. Try again.",
        button: "OK"))
    assertEqual(form.driver.presentedAlert?.title, "Not saved")
    assertEqual(form.driver.presentedAlert?.actions.map(\.title), ["OK"])
    form.window.rootViewController = nil
  }

  @Test func theProductViewConfirmsADeleteOnlyOnDelete() throws {
    let form = ProductScreen()
    let confirmation = AlertText(
      title: "Delete “Mouse”?", message: "M", buttons: ["Cancel", "Delete"])
    form.screen.showDeleteConfirmation(confirmation)
    assertEqual(form.driver.presentedAlert?.title, "Delete “Mouse”?")
    assertEqual(form.driver.presentedAlert?.actions.map(\.title), ["Cancel", "Delete"])
    assertEqual(form.driver.presentedAlert?.actions.map(\.style), [.cancel, .destructive])
    try form.driver.tapAlertButton("Cancel")
    assertEqual(form.presenter.events, ["viewDidLoad"])
    form.screen.showDeleteConfirmation(confirmation)
    try form.driver.tapAlertButton("Delete")
    assertEqual(form.presenter.events, ["viewDidLoad", "deleteConfirmed"])
    form.window.rootViewController = nil
  }

  @Test func theScreenIsReleasedWithItsWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    weak var presenter: FakePresenter?
    do {
      let form = ProductScreen()
      presenter = form.presenter
      form.screen.showDeleteConfirmation(
        AlertText(title: "Delete “Mouse”?", message: "", buttons: ["Cancel", "Delete"]))
      form.window.rootViewController = nil
    }
    #expect(presenter == nil)
    assertEqual(checkpoint.survivors(), [])
  }
}
