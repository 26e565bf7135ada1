/// The product view controller in a window over a fake presenter: it forwards every user
/// event as it comes, wires the delete confirmation and shows its error labels as told.
import Domain
import HeadlessUI
import Testing

@testable import VIPER

struct ProductViewControllerTests {
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
