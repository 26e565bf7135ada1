/// The three view controllers in a window over a fake presenter: each forwards every user
/// event as it comes, and shows exactly what it is told through its view protocol.
import Domain
import HeadlessUI
import Testing

@testable import VIPER

/// `screen` as the root of a visible window, with a driver.
private func show(_ screen: UIViewController) -> (UIWindow, UIDriver) {
  let window = UIWindow(frame: UIScreen.main.bounds)
  window.rootViewController = UINavigationController(rootViewController: screen)
  window.makeKeyAndVisible()
  return (window, UIDriver(window: window))
}

struct ViewControllerTests {
  @Test func theSignInScreenForwardsEveryEventAndShowsWhatItIsTold() throws {
    let presenter = FakePresenter()
    let screen = LoginViewController(presenter: presenter)
    let (window, driver) = show(screen)
    try driver.type("ad", into: ElementID.Login.email)
    try driver.pressReturn(in: ElementID.Login.email)
    try driver.type("pw", into: ElementID.Login.password)
    try driver.pressReturn(in: ElementID.Login.password)
    screen.setSubmitEnabled(true)
    try driver.tap(ElementID.Login.submit)
    #expect(
      presenter.events == [
        "viewDidLoad", "emailChanged(a)", "emailChanged(ad)", "emailReturnPressed",
        "passwordChanged(1)", "passwordChanged(2)", "passwordReturnPressed", "loginButtonTapped",
      ])
    screen.setSubmitTitle("Signing in…")
    screen.setActivityVisible(true)
    screen.clearPassword()
    screen.showAlert(AlertText(title: "T", message: "M", button: "OK"))
    #expect(
      (try driver.element(ElementID.Login.submit) as? UIButton)?.currentTitle == "Signing in…")
    #expect(try driver.element(ElementID.Login.activity).isHidden == false)
    #expect((try driver.element(ElementID.Login.password) as? UITextField)?.text == "")
    #expect(driver.presentedAlert?.title == "T")
    window.rootViewController = nil
  }

  @Test func theCatalogScreenForwardsEveryEventAndShowsItsRows() throws {
    let presenter = FakePresenter()
    let screen = CatalogViewController(presenter: presenter)
    let (window, driver) = show(screen)
    screen.showProducts([
      ProductRow(title: "Mouse", detail: "$5.00"), ProductRow(title: "Lamp", detail: "$9.00"),
    ])
    screen.setSummary("2 products")
    try driver.type("m", into: ElementID.Catalog.search)
    try driver.select("Price ↓", in: ElementID.Catalog.sort)
    try driver.tapRow(2, of: ElementID.Catalog.list)
    try driver.tap(ElementID.Catalog.add)
    try driver.tap(ElementID.Catalog.signOut)
    #expect(
      presenter.events == [
        "viewWillAppear", "searchTextChanged(m)", "sortChanged(priceDescending)",
        "productTapped(1)", "addButtonTapped", "signOutButtonTapped",
      ])
    #expect(try driver.rowTexts(1, of: ElementID.Catalog.list) == ("Mouse", "$5.00"))
    #expect((try driver.element(ElementID.Catalog.summary) as? UILabel)?.text == "2 products")
    window.rootViewController = nil
  }

  @Test func theProductScreenForwardsEveryEventAndWiresTheConfirmation() throws {
    let presenter = FakePresenter()
    let screen = ProductViewController(presenter: presenter)
    let (window, driver) = show(screen)
    screen.setName("Mouse")
    screen.setNameError("Name is required.")
    screen.setPriceError(nil)
    try driver.type("s", into: ElementID.Product.name)
    try driver.type("5", into: ElementID.Product.price)
    screen.setSaveEnabled(true)
    try driver.tap(ElementID.Product.save)
    try driver.tap(ElementID.Product.delete)
    screen.showDeleteConfirmation(
      AlertText(title: "Delete “Mouse”?", message: "M", buttons: ["Cancel", "Delete"]))
    try driver.tapAlertButton("Cancel")
    screen.showDeleteConfirmation(
      AlertText(title: "Delete “Mouse”?", message: "M", buttons: ["Cancel", "Delete"]))
    try driver.tapAlertButton("Delete")
    try driver.tap(ElementID.Product.cancel)
    #expect(
      presenter.events == [
        "viewDidLoad", "nameChanged(Mouses)", "priceChanged(5)", "saveButtonTapped",
        "deleteButtonTapped", "deleteConfirmed", "cancelButtonTapped",
      ])
    #expect(
      (try driver.element(ElementID.Product.nameError) as? UILabel)?.text == "Name is required.")
    #expect(try driver.element(ElementID.Product.nameError).isHidden == false)
    #expect(try driver.element(ElementID.Product.priceError).isHidden == true)
    window.rootViewController = nil
  }
}
