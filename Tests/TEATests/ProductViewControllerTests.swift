/// The product view against a store that decides nothing: it lays out the spec's widgets,
/// sends every user event as an action as it comes, renders exactly the state it is given and
/// confirms a delete only on "Delete".
import Domain
import Expectations
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
    expectEqual(form.store.actions, [.viewDidLoad])
    expectEqual(form.driver.topScreenIdentifier, "product")
    try expectEqual(form.field(ElementID.Product.name).placeholder, "Name")
    try expectEqual(form.field(ElementID.Product.price).placeholder, "Price")
    try expectEqual(form.field(ElementID.Product.price).keyboardType, .decimalPad)
    #expect(try form.label(ElementID.Product.nameError).isHidden)
    #expect(try form.label(ElementID.Product.priceError).isHidden)
    try expectEqual(form.button(ElementID.Product.save).currentTitle, "Save")
    try expectEqual(form.button(ElementID.Product.cancel).currentTitle, "Cancel")
    try expectEqual(form.button(ElementID.Product.delete).currentTitle, "Delete")
  }

  @Test func theProductViewForwardsEveryEventAsItComes() throws {
    let form = ProductScreen(ProductState(mode: .edit(mouse)))
    try form.driver.type("s", into: ElementID.Product.name)
    try form.driver.type("0", into: ElementID.Product.price)
    try form.driver.tap(ElementID.Product.save)
    try form.driver.tap(ElementID.Product.cancel)
    try form.driver.tap(ElementID.Product.delete)
    expectEqual(
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
    try expectEqual(form.label(ElementID.Product.title).text, "Edit product")
    try expectEqual(form.field(ElementID.Product.name).text, "Pro Display")
    try expectEqual(form.field(ElementID.Product.price).text, "1599.00")
    #expect(try form.button(ElementID.Product.save).isEnabled)
    try expectEqual(form.button(ElementID.Product.delete).isHidden, false)
    form.store.tell(ProductState(mode: .add))
    try expectEqual(form.label(ElementID.Product.title).text, "New product")
    try expectEqual(form.button(ElementID.Product.save).isEnabled, false)
    #expect(try form.button(ElementID.Product.delete).isHidden)
    expectEqual(form.store.actions, [.viewDidLoad])

    form.store.change {
      $0.nameWasEdited = true
      $0.priceWasEdited = true
      $0.price = "12."
    }
    try expectEqual(form.label(ElementID.Product.nameError).isHidden, false)
    try expectEqual(form.label(ElementID.Product.nameError).text, "Name is required.")
    try expectEqual(form.label(ElementID.Product.priceError).text, "Enter a price like 12.50.")
    form.store.change { $0.name = "Lamp" }
    #expect(try form.label(ElementID.Product.nameError).isHidden)
    try expectEqual(form.label(ElementID.Product.priceError).isHidden, false)
    form.store.change { $0.price = "12.50" }
    #expect(try form.label(ElementID.Product.priceError).isHidden)

    form.store.change {
      $0.alert = AlertText(
        title: "Not saved", message: "The catalog could not be written. Try again.",
        button: "OK")
    }
    expectEqual(form.driver.presentedAlert?.title, "Not saved")
    expectEqual(form.driver.presentedAlert?.actions.map(\.title), ["OK"])
    try form.driver.tapAlertButton("OK")
    expectEqual(form.store.actions.last, .alertDismissed)
  }

  @Test func theProductViewConfirmsADeleteOnlyOnDelete() throws {
    let form = ProductScreen(ProductState(mode: .edit(mouse)))
    let confirmation = AlertText(
      title: "Delete “Mouse”?", message: "This cannot be undone.", buttons: ["Cancel", "Delete"])
    form.store.change { $0.deleteConfirmation = confirmation }
    expectEqual(form.driver.presentedAlert?.title, "Delete “Mouse”?")
    expectEqual(form.driver.presentedAlert?.actions.map(\.title), ["Cancel", "Delete"])
    expectEqual(form.driver.presentedAlert?.actions.map(\.style), [.cancel, .destructive])
    try form.driver.tapAlertButton("Cancel")
    expectEqual(form.store.actions, [.viewDidLoad, .deleteCancelled])
    form.store.change { $0.deleteConfirmation = nil }
    form.store.change { $0.deleteConfirmation = confirmation }
    try form.driver.tapAlertButton("Delete")
    expectEqual(form.store.actions, [.viewDidLoad, .deleteCancelled, .deleteConfirmed])
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
    expectEqual(checkpoint.survivors(), [])
  }
}
