// The product screen against a fake view model: it binds every user event into the inputs as
// it comes, shows exactly what the outputs say, and confirms a delete only on "Delete".
import Assertions
import Domain
import HeadlessUI
import ReactiveTesting
import Testing

@testable import MVVM

extension ProductViewControllerTests {
  /// A product screen over a fake view model, in a window, with its navigator spied on.
  private struct FakeScreen {
    let viewModel = FakeProductViewModel()
    let navigator = NavigatorSpy(scheduler: TestScheduler(initialClock: 0))
    let screen: ProductViewController
    let window: UIWindow
    let driver: UIDriver

    init() {
      screen = ProductViewController(viewModel: viewModel, navigator: navigator)
      (window, driver) = show(screen)
    }

    func label(_ id: String) throws -> UILabel { try #require(driver.element(id) as? UILabel) }
    func field(_ id: String) throws -> UITextField {
      try #require(driver.element(id) as? UITextField)
    }
    func button(_ id: String) throws -> UIButton { try #require(driver.element(id) as? UIButton) }
  }

  @Test func theProductViewForwardsEveryEventAsItComes() throws {
    let form = FakeScreen()
    try form.driver.type("Mo", into: ElementID.Product.name)
    try form.driver.type("5", into: ElementID.Product.price)
    form.viewModel.saveEnabled.accept(true)
    try form.driver.tap(ElementID.Product.save)
    try form.driver.tap(ElementID.Product.cancel)
    try form.driver.tap(ElementID.Product.delete)
    assertEqual(
      form.viewModel.events,
      [
        "viewDidLoad", "nameChanged(M)", "nameChanged(Mo)", "priceChanged(5)",
        "saveButtonTapped", "cancelButtonTapped", "deleteButtonTapped",
      ])
    #expect(try form.label(ElementID.Product.nameError).isHidden)
    #expect(form.driver.presentedAlert == nil)
    #expect(form.navigator.requests.events.isEmpty)
  }

  @Test func theProductViewShowsWhatItIsTold() throws {
    let form = FakeScreen()
    form.viewModel.titleText.accept("Edit product")
    form.viewModel.name.accept("Pro Display")
    form.viewModel.price.accept("1599.00")
    form.viewModel.saveEnabled.accept(true)
    form.viewModel.deleteHidden.accept(true)
    try assertEqual(form.label(ElementID.Product.title).text, "Edit product")
    try assertEqual(form.field(ElementID.Product.name).text, "Pro Display")
    try assertEqual(form.field(ElementID.Product.price).text, "1599.00")
    #expect(try form.button(ElementID.Product.save).isEnabled)
    #expect(try form.button(ElementID.Product.delete).isHidden)
    assertEqual(form.viewModel.events, ["viewDidLoad"])

    form.viewModel.nameErrorText.accept("Name is required.")
    form.viewModel.nameErrorHidden.accept(false)
    form.viewModel.priceErrorText.accept("Enter a price like 12.50.")
    form.viewModel.priceErrorHidden.accept(false)
    try assertEqual(form.label(ElementID.Product.nameError).isHidden, false)
    try assertEqual(form.label(ElementID.Product.nameError).text, "Name is required.")
    try assertEqual(form.label(ElementID.Product.priceError).text, "Enter a price like 12.50.")
    form.viewModel.nameErrorHidden.accept(true)
    #expect(try form.label(ElementID.Product.nameError).isHidden)
    try assertEqual(form.label(ElementID.Product.priceError).isHidden, false)

    form.viewModel.alerts.accept(
      AlertText(
        title: "Not saved", message: "The catalog could not be written. Try again.",
        button: "OK"))
    assertEqual(form.driver.presentedAlert?.title, "Not saved")
    assertEqual(form.driver.presentedAlert?.actions.map(\.title), ["OK"])
    try form.driver.tapAlertButton("OK")

    form.viewModel.close.accept(())
    assertEqual(form.navigator.requests.events.map(\.value), [.next(.closeProduct)])
  }

  @Test func theProductViewConfirmsADeleteOnlyOnDelete() throws {
    let form = FakeScreen()
    let confirmation = AlertText(
      title: "Delete “Mouse”?", message: "This cannot be undone.", buttons: ["Cancel", "Delete"])
    form.viewModel.confirmations.accept(confirmation)
    assertEqual(form.driver.presentedAlert?.title, "Delete “Mouse”?")
    assertEqual(form.driver.presentedAlert?.actions.map(\.title), ["Cancel", "Delete"])
    assertEqual(form.driver.presentedAlert?.actions.map(\.style), [.cancel, .destructive])
    try form.driver.tapAlertButton("Cancel")
    assertEqual(form.viewModel.events, ["viewDidLoad"])
    form.viewModel.confirmations.accept(confirmation)
    try form.driver.tapAlertButton("Delete")
    assertEqual(form.viewModel.events, ["viewDidLoad", "deleteConfirmed"])
  }
}
