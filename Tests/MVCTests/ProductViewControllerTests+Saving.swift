import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVC

/// Save, Cancel, Delete and store errors (app spec, Product rules 4-6), and the controller's lifetime.
extension ProductViewControllerTests {
  // MARK: Rules 4 and 5: save and cancel

  @Test func savingANewProductStoresTheTrimmedNameAndPriceAndReturns() throws {
    let screen = show(.add)
    try screen.driver.type("  Desk Lamp ", into: ID.name)
    try screen.driver.type(" 12.5", into: ID.price)
    try screen.driver.tap(ID.save)
    let added = try #require(store.allProducts().last)
    #expect(added == Product(id: ProductID(8), name: "Desk Lamp", price: Price(cents: 1250)))
    #expect(store.allProducts().count == 8)
    #expect(screen.driver.topScreenIdentifier == "catalog")
    #expect(screen.navigation.viewControllers.count == 1)
  }

  @Test func savingAnEditedProductUpdatesItInPlace() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.type("s ", into: ID.name)
    try screen.driver.clear(ID.price)
    try screen.driver.type("7", into: ID.price)
    try screen.driver.tap(ID.save)
    #expect(
      store.allProducts()[0]
        == Product(id: ProductID(1), name: "Keyboards", price: Price(cents: 700)))
    #expect(store.allProducts().count == 7)
    #expect(screen.driver.topScreenIdentifier == "catalog")
  }

  @Test func cancelReturnsAndChangesNothing() throws {
    let before = store.allProducts()
    let screen = show(.edit(keyboard))
    try screen.driver.type("s", into: ID.name)
    try screen.driver.tap(ID.cancel)
    #expect(store.allProducts() == before)
    #expect(screen.driver.topScreenIdentifier == "catalog")
  }

  // MARK: Rule 6: delete

  @Test func deleteAsksToConfirmWithTheStoredName() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.clear(ID.name)
    try screen.driver.type("Renamed", into: ID.name)
    try screen.driver.tap(ID.delete)
    #expect(
      screen.alertText
        == AlertText(
          title: "Delete “Keyboard”?", message: "This cannot be undone.",
          buttons: ["Cancel", "Delete"]))
  }

  @Test func confirmingTheDeleteRemovesTheProductAndReturns() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.tap(ID.delete)
    try screen.driver.tapAlertButton("Delete")
    #expect(store.allProducts().map(\.name).contains("Keyboard") == false)
    #expect(store.allProducts().count == 6)
    #expect(screen.alert == nil)
    #expect(screen.driver.topScreenIdentifier == "catalog")
  }

  @Test func cancellingTheDeleteKeepsTheScreenAsItWas() throws {
    let screen = show(.edit(keyboard))
    try screen.driver.type("x", into: ID.price)
    try screen.driver.tap(ID.delete)
    try screen.driver.tapAlertButton("Cancel")
    #expect(screen.alert == nil)
    #expect(screen.driver.topScreenIdentifier == "product")
    #expect(try screen.field(ID.price).text == "6.00x")
    #expect(try screen.label(ID.priceError).text == "Enter a price like 12.50.")
    #expect(store.allProducts().count == 7)
  }

  // MARK: Store errors

  @Test func aStoreThatFailsToSaveShowsItsErrorAndStays() throws {
    let failing = FailingStore(products: store.allProducts())
    let screen = show(.edit(keyboard), store: failing)
    try screen.driver.type("s", into: ID.name)
    try screen.driver.tap(ID.save)
    #expect(
      screen.alertText
        == AlertText(
          title: "Error", message: "/tmp/catalog.json: cannot save the catalog: disk full",
          buttons: ["OK"]))
    try screen.driver.tapAlertButton("OK")
    #expect(screen.driver.topScreenIdentifier == "product")
    #expect(try screen.field(ID.name).text == "Keyboards")
  }

  @Test func aStoreThatFailsToDeleteShowsItsErrorAndStays() throws {
    let failing = FailingStore(products: store.allProducts())
    let screen = show(.edit(keyboard), store: failing)
    try screen.driver.tap(ID.delete)
    try screen.driver.tapAlertButton("Delete")
    #expect(screen.alertText?.title == "Error")
    #expect(screen.alertText?.message == "/tmp/catalog.json: cannot save the catalog: disk full")
    try screen.driver.tapAlertButton("OK")
    #expect(screen.driver.topScreenIdentifier == "product")
  }

  // MARK: No leaks

  @Test func theControllerIsReleasedAfterItPopsAndWithItsWindow() throws {
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
