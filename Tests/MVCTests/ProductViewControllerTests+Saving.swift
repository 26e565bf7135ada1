import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVC

/// Save, Cancel, Delete and refused writes (app spec, Product rules 4-7), and the controller's
/// lifetime.
extension ProductViewControllerTests {
  /// The default catalog behind a store whose writes fail.
  func unwritableStore() -> FaultyCatalogStore {
    FaultyCatalogStore(base: store, faults: .init(failsWrites: true))
  }

  // MARK: Rules 4 and 5: save and cancel

  @Test func saveStoresTheTrimmedNameAndPriceAndCloses() throws {
    let screen = show(.add)
    try screen.driver.type("  Desk Lamp ", into: ID.name)
    try screen.driver.type(" 12.5", into: ID.price)
    try screen.driver.tap(ID.save)
    let added = try #require(store.allProducts().last)
    assertEqual(added, Product(id: ProductID(8), name: "Desk Lamp", price: Price(cents: 1250)))
    assertEqual(store.allProducts().count, 8)
    assertEqual(screen.driver.topScreenIdentifier, "catalog")
    assertEqual(screen.navigation.viewControllers.count, 1)
  }

  @Test func saveUpdatesTheEditedProductInPlace() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.type("s ", into: ID.name)
    try screen.driver.clear(ID.price)
    try screen.driver.type("7", into: ID.price)
    try screen.driver.tap(ID.save)
    assertEqual(
      store.allProducts()[0], Product(id: ProductID(1), name: "Keyboards", price: Price(cents: 700))
    )
    assertEqual(store.allProducts().count, 7)
    assertEqual(screen.driver.topScreenIdentifier, "catalog")
  }

  @Test func saveOnAnInvalidFormDoesNothing() throws {
    let screen = show(.add)
    try screen.driver.type("Lamp", into: ID.name)
    try screen.button(ID.save).sendActions(for: .touchUpInside)  // reaches the disabled button
    assertEqual(store.allProducts().count, 7)
    assertEqual(screen.driver.topScreenIdentifier, "product")
    #expect(screen.alert == nil)
  }

  @Test func cancelChangesNothing() throws {
    let before = store.allProducts()
    let screen = show(.edit(keyboard))
    try screen.driver.type("s", into: ID.name)
    try screen.driver.tap(ID.cancel)
    assertEqual(store.allProducts(), before)
    assertEqual(screen.driver.topScreenIdentifier, "catalog")
  }

  @Test func closingTheProductScreenReturnsToTheCatalog() throws {
    let screen = show(.edit(keyboard))
    let catalog = try #require(screen.navigation.viewControllers.first)
    try screen.driver.tap(ID.cancel)
    assertEqual(screen.navigation.viewControllers.count, 1, "it pops itself, and only itself")
    #expect(screen.navigation.topViewController === catalog)
    assertEqual(screen.driver.topScreenIdentifier, "catalog")
  }

  // MARK: Rule 6: delete

  @Test func deleteAsksThenRemovesTheProduct() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.clear(ID.name)
    try screen.driver.type("Renamed", into: ID.name)
    try screen.driver.tap(ID.delete)
    assertEqual(
      screen.alertText,
      AlertText(
        title: "Delete “Keyboard”?", message: "This cannot be undone.",
        buttons: ["Cancel", "Delete"]))
    assertEqual(screen.alert?.actions.map(\.style), [.cancel, .destructive])
    assertEqual(store.allProducts().count, 7)
    try screen.driver.tapAlertButton("Delete")
    assertEqual(store.allProducts().map(\.name).contains("Keyboard"), false)
    assertEqual(store.allProducts().count, 6)
    #expect(screen.alert == nil)
    assertEqual(screen.driver.topScreenIdentifier, "catalog")
  }

  @Test func deleteDoesNothingWhenAdding() throws {
    let screen = show(.add)
    try screen.button(ID.delete).sendActions(for: .touchUpInside)  // reaches the hidden button
    #expect(screen.alert == nil)
    assertEqual(screen.driver.topScreenIdentifier, "product")
    assertEqual(store.allProducts().count, 7)
  }

  @Test func cancellingTheDeleteKeepsTheScreenAsItWas() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.type("x", into: ID.price)
    try screen.driver.tap(ID.delete)
    try screen.driver.tapAlertButton("Cancel")
    #expect(screen.alert == nil)
    assertEqual(screen.driver.topScreenIdentifier, "product")
    try assertEqual(screen.field(ID.price).text, "6.00x")
    try assertEqual(screen.label(ID.priceError).text, "Enter a price like 12.50.")
    assertEqual(store.allProducts().count, 7)
  }

  // MARK: Rule 7: the catalog cannot be written

  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() throws {
    let before = store.allProducts()
    let screen = show(.edit(keyboard), store: unwritableStore())
    try screen.driver.type("s", into: ID.name)
    try screen.driver.tap(ID.save)
    assertEqual(
      screen.alertText,
      AlertText(
        title: "Not saved", message: "The catalog could not be written. Try again.",
        buttons: ["OK"]))
    try screen.driver.tapAlertButton("OK")
    assertEqual(screen.driver.topScreenIdentifier, "product")
    assertEqual(screen.navigation.viewControllers.count, 2)
    try assertEqual(screen.field(ID.name).text, "Keyboards")
    try assertEqual(screen.field(ID.price).text, "6.00")
    #expect(try screen.button(ID.save).isEnabled)
    assertEqual(store.allProducts(), before)
  }

  @Test func aRefusedAddStaysOnTheScreenAndAddsNothing() throws {
    let screen = show(.add, store: unwritableStore())
    try screen.driver.type("Desk", into: ID.name)
    try screen.driver.type("120", into: ID.price)
    try screen.driver.tap(ID.save)
    assertEqual(screen.alertText?.title, "Not saved")
    try screen.driver.tapAlertButton("OK")
    assertEqual(screen.driver.topScreenIdentifier, "product")
    try assertEqual(screen.field(ID.name).text, "Desk")
    assertEqual(store.allProducts().count, 7)
  }

  @Test func aRefusedDeleteKeepsTheProduct() throws {
    let screen = show(.edit(keyboard), store: unwritableStore())
    try screen.driver.tap(ID.delete)
    try screen.driver.tapAlertButton("Delete")
    assertEqual(
      screen.alertText,
      AlertText(
        title: "Not deleted", message: "The catalog could not be written. Try again.",
        buttons: ["OK"]))
    try screen.driver.tapAlertButton("OK")
    assertEqual(screen.driver.topScreenIdentifier, "product")
    try assertEqual(screen.field(ID.name).text, "Keyboard")
    assertEqual(store.allProducts().count, 7)
    assertEqual(store.allProducts()[0].name, "Keyboard")
  }

  // MARK: No leaks

  @Test func theScreenIsReleasedWithItsWindow() throws {
    weak var popped: ProductViewController?
    weak var shown: ProductViewController?
    do {
      let screen = show(.edit(keyboard))
      popped = screen.navigation.topViewController as? ProductViewController
      try screen.driver.tap(ID.delete)
      try screen.driver.tapAlertButton("Delete")
      screen.navigation.pushViewController(
        ProductViewController(mode: .add, store: store), animated: false)
      shown = screen.navigation.topViewController as? ProductViewController
      try screen.driver.type("Lamp", into: ID.name)
      #expect(popped == nil)
      screen.tearDown()
    }
    #expect(shown == nil)
  }
}
