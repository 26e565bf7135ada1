/// The product view against a store that decides nothing: it lays out the spec's widgets,
/// sends every user event as an action as it comes, renders exactly the state it is given and
/// confirms a delete only on "Delete".
import Assertions
import Domain
import HeadlessUI
import Testing

@testable import TEA

/// A product screen over a recording store, shown in a window.
private struct ProductScreen {
  let store: ScreenStore<ProductState, ProductAction>
  let screen: ProductViewController
  let window: UIWindow
  let driver: UIDriver

  init(_ state: ProductState = ProductState(mode: .add)) {
    store = ScreenStore(state)
    screen = ProductViewController(store: store.scoped)
    (window, driver) = show(screen)
  }

  func element<T: UIView>(_ id: String, as _: T.Type = T.self) throws -> T {
    try #require(driver.element(id) as? T)
  }
  func label(_ id: String) throws -> UILabel { try element(id) }
  func field(_ id: String) throws -> UITextField { try element(id) }
  func button(_ id: String) throws -> UIButton { try element(id) }
}

private let mouse = Product(id: ProductID(2), name: "Mouse", price: Price(cents: 500))

struct ProductViewControllerTests {
  @Test func theProductScreenLaysOutTheSpecsWidgets() throws {
    let form = ProductScreen()
    assertEqual(form.store.actions, [.viewDidLoad])
    assertEqual(form.driver.topScreenIdentifier, "product")
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
    let form = ProductScreen(ProductState(mode: .edit(mouse)))
    try form.driver.type("s", into: ElementID.Product.name)
    try form.driver.type("0", into: ElementID.Product.price)
    try form.driver.tap(ElementID.Product.save)
    try form.driver.tap(ElementID.Product.cancel)
    try form.driver.tap(ElementID.Product.delete)
    assertEqual(
      form.store.actions,
      [
        .viewDidLoad, .nameChanged("Mouses"), .priceChanged("5.000"), .saveButtonTapped,
        .cancelButtonTapped, .deleteButtonTapped,
      ])
    #expect(try form.label(ElementID.Product.nameError).isHidden)
    #expect(form.driver.presentedAlert == nil)
  }

  @Test func theProductViewShowsWhatItIsTold() throws {
    let form = ProductScreen()
    form.store.tell(
      ProductState(
        mode: .edit(Product(id: ProductID(7), name: "Pro Display", price: Price(cents: 159_900)))))
    try assertEqual(form.label(ElementID.Product.title).text, "Edit product")
    try assertEqual(form.field(ElementID.Product.name).text, "Pro Display")
    try assertEqual(form.field(ElementID.Product.price).text, "1599.00")
    #expect(try form.button(ElementID.Product.save).isEnabled)
    try assertEqual(form.button(ElementID.Product.delete).isHidden, false)
    form.store.tell(ProductState(mode: .add))
    try assertEqual(form.label(ElementID.Product.title).text, "New product")
    try assertEqual(form.button(ElementID.Product.save).isEnabled, false)
    #expect(try form.button(ElementID.Product.delete).isHidden)
    assertEqual(form.store.actions, [.viewDidLoad])

    form.store.change {
      $0.nameWasEdited = true
      $0.priceWasEdited = true
      $0.price = "12."
    }
    try assertEqual(form.label(ElementID.Product.nameError).isHidden, false)
    try assertEqual(form.label(ElementID.Product.nameError).text, "Name is required.")
    try assertEqual(form.label(ElementID.Product.priceError).text, "Enter a price like 12.50.")
    form.store.change { $0.name = "Lamp" }
    #expect(try form.label(ElementID.Product.nameError).isHidden)
    try assertEqual(form.label(ElementID.Product.priceError).isHidden, false)
    form.store.change { $0.price = "12.50" }
    #expect(try form.label(ElementID.Product.priceError).isHidden)

    form.store.change {
      $0.alert = AlertText(
        title: "Not saved", message: "The catalog could not be written. Try again.",
        button: "OK")
    }
    assertEqual(form.driver.presentedAlert?.title, "Not saved")
    assertEqual(form.driver.presentedAlert?.actions.map(\.title), ["OK"])
    try form.driver.tapAlertButton("OK")
    assertEqual(form.store.actions.last, .alertDismissed)
  }

  @Test func theProductViewConfirmsADeleteOnlyOnDelete() throws {
    let form = ProductScreen(ProductState(mode: .edit(mouse)))
    let confirmation = AlertText(
      title: "Delete “Mouse”?", message: "This cannot be undone.", buttons: ["Cancel", "Delete"])
    form.store.change { $0.deleteConfirmation = confirmation }
    assertEqual(form.driver.presentedAlert?.title, "Delete “Mouse”?")
    assertEqual(form.driver.presentedAlert?.actions.map(\.title), ["Cancel", "Delete"])
    assertEqual(form.driver.presentedAlert?.actions.map(\.style), [.cancel, .destructive])
    try form.driver.tapAlertButton("Cancel")
    assertEqual(form.store.actions, [.viewDidLoad, .deleteCancelled])
    form.store.change { $0.deleteConfirmation = nil }
    form.store.change { $0.deleteConfirmation = confirmation }
    try form.driver.tapAlertButton("Delete")
    assertEqual(form.store.actions, [.viewDidLoad, .deleteCancelled, .deleteConfirmed])
  }

  @Test func theScreenIsReleasedWithItsWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    weak var screen: ProductViewController?
    do {
      let form = ProductScreen(ProductState(mode: .edit(mouse)))
      screen = form.screen
      form.store.change {
        $0.deleteConfirmation = AlertText(
          title: "Delete “Mouse”?", message: "", buttons: ["Cancel", "Delete"])
      }
      form.window.rootViewController = nil
    }
    #expect(screen == nil)
    assertEqual(checkpoint.survivors(), [])
  }
}
