// The product screen's bindings, each checked through the real widgets: prefill, error
// labels, Save's state, Delete's visibility and confirmation, a refused save, and the way back.
import Assertions
import Domain
import HeadlessUI
import MVVM
import Testing

@MainActor
struct ProductViewControllerTests {
  private func signedIn() -> AppHarness {
    AppHarness(configuration: AppConfiguration(signedInEmail: "ada@example.com"))
  }

  @Test func addModeOpensAnEmptyForm() throws {
    let app = signedIn()
    try app.driver.tap(ElementID.Catalog.add)
    try assertEqual(app.element(ElementID.Product.title, as: UILabel.self).text, "New product")
    try assertEqual(app.element(ElementID.Product.name, as: UITextField.self).text, "")
    #expect(try app.element(ElementID.Product.delete, as: UIButton.self).isHidden)
    #expect(try !app.element(ElementID.Product.save, as: UIButton.self).isEnabled)
    #expect(try app.element(ElementID.Product.nameError, as: UILabel.self).isHidden)
  }

  @Test func editShowsTheProductsNameAndPrice() throws {
    let app = signedIn()
    try app.driver.tapRow(2, of: ElementID.Catalog.list)  // "Keyboard"
    let nameError: UILabel = try app.element(ElementID.Product.nameError)
    try assertEqual(app.element(ElementID.Product.title, as: UILabel.self).text, "Edit product")
    try assertEqual(app.element(ElementID.Product.name, as: UITextField.self).text, "Keyboard")
    try assertEqual(app.element(ElementID.Product.price, as: UITextField.self).text, "6.00")
    #expect(try !app.element(ElementID.Product.delete, as: UIButton.self).isHidden)
    #expect(nameError.isHidden)
    try app.driver.clear(ElementID.Product.name)
    #expect(!nameError.isHidden && nameError.text == "Name is required.")
    #expect(try !app.element(ElementID.Product.save, as: UIButton.self).isEnabled)
    try app.driver.type("Mouse", into: ElementID.Product.name)
    assertEqual(nameError.text, "A product named “Mouse” already exists.")
    try app.driver.type("pad", into: ElementID.Product.name)
    #expect(nameError.isHidden)
    #expect(try app.element(ElementID.Product.priceError, as: UILabel.self).isHidden)
  }

  @Test func deleteAsksThenRemovesTheProduct() throws {
    let app = signedIn()
    try app.driver.tapRow(4, of: ElementID.Catalog.list)  // "Mouse"
    try app.driver.tap(ElementID.Product.delete)
    assertEqual(app.driver.presentedAlert?.title, "Delete “Mouse”?")
    assertEqual(app.driver.presentedAlert?.actions.map { $0.title }, ["Cancel", "Delete"])
    try app.driver.tapAlertButton("Cancel")
    assertEqual(app.stack, ["catalog", "product"])
    try app.driver.tap(ElementID.Product.delete)
    try app.driver.tapAlertButton("Delete")
    assertEqual(app.stack, ["catalog"])
    try assertEqual(app.element(ElementID.Catalog.summary, as: UILabel.self).text, "6 products")
  }

  @Test func theProductScreenLaysOutTheSpecsWidgets() throws {
    let app = signedIn()
    try app.driver.tap(ElementID.Catalog.add)
    assertEqual(app.driver.topScreenIdentifier, "product")
    try assertEqual(app.element(ElementID.Product.name, as: UITextField.self).placeholder, "Name")
    let price: UITextField = try app.element(ElementID.Product.price)
    assertEqual(price.placeholder, "Price")
    assertEqual(price.keyboardType, .decimalPad)
    #expect(try app.element(ElementID.Product.nameError, as: UILabel.self).isHidden)
    #expect(try app.element(ElementID.Product.priceError, as: UILabel.self).isHidden)
    try assertEqual(app.element(ElementID.Product.save, as: UIButton.self).currentTitle, "Save")
    try assertEqual(app.element(ElementID.Product.cancel, as: UIButton.self).currentTitle, "Cancel")
    try assertEqual(app.element(ElementID.Product.delete, as: UIButton.self).currentTitle, "Delete")
  }

  @Test func closingTheProductScreenReturnsToTheCatalog() throws {
    let app = signedIn()
    let navigation = try #require(app.window?.rootViewController as? UINavigationController)
    let catalog = navigation.topViewController
    try app.driver.tap(ElementID.Catalog.add)
    assertEqual(app.stack, ["catalog", "product"])
    try app.driver.tap(ElementID.Product.cancel)
    assertEqual(app.stack, ["catalog"])
    #expect(navigation.topViewController === catalog)
  }

  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() throws {
    let app = AppHarness(
      configuration: AppConfiguration(signedInEmail: "ada@example.com", isCatalogWritable: false))
    try app.driver.tapRow(4, of: ElementID.Catalog.list)  // "Mouse"
    try app.driver.type("s", into: ElementID.Product.name)
    try app.driver.tap(ElementID.Product.save)
    assertEqual(app.driver.presentedAlert?.title, "Not saved")
    assertEqual(app.driver.presentedAlert?.message, "The catalog could not be written. Try again.")
    try app.driver.tapAlertButton("OK")
    assertEqual(app.stack, ["catalog", "product"])
    try assertEqual(app.element(ElementID.Product.name, as: UITextField.self).text, "Mouses")
    try app.driver.tap(ElementID.Product.delete)
    try app.driver.tapAlertButton("Delete")
    assertEqual(app.driver.presentedAlert?.title, "Not deleted")
    try app.driver.tapAlertButton("OK")
    assertEqual(app.stack, ["catalog", "product"])
  }
}
