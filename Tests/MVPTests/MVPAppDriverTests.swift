/// The whole app driven as a user drives it (HeadlessUI's `UIDriver`): alerts with their
/// buttons and rows after a search.
import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing

import MVP

/// The app in a window with a driver, on virtual time.
private struct DrivenApp {
  let scheduler = VirtualScheduler()
  let window: UIWindow
  let driver: UIDriver

  init(_ configuration: AppConfiguration = AppConfiguration()) {
    window = MVPApp.makeWindow(
      environment: AppEnvironment(configuration: configuration, scheduler: scheduler))
    driver = UIDriver(window: window)
  }

  func text(_ id: String) throws -> String? {
    switch try driver.element(id) {
    case let label as UILabel: label.text
    case let field as UITextField: field.text
    case let button as UIButton: button.currentTitle
    default: nil
    }
  }
}

struct MVPAppDriverTests {
  @Test func cancellingTheDeleteKeepsTheScreenAsItWas() throws {
    let app = DrivenApp(AppConfiguration(signedInEmail: "ada@example.com"))
    try app.driver.tapRow(2, of: ElementID.Catalog.list)
    try app.driver.type(" Pro", into: ElementID.Product.name)
    try app.driver.tap(ElementID.Product.delete)
    assertEqual(app.driver.presentedAlert?.title, "Delete “Keyboard”?")
    try app.driver.tapAlertButton("Cancel")
    #expect(app.driver.presentedAlert == nil)
    assertEqual(app.driver.topScreenIdentifier, "product")
    try assertEqual(app.text(ElementID.Product.name), "Keyboard Pro")
  }

  @Test func deleteAsksThenRemovesTheProduct() throws {
    let app = DrivenApp(AppConfiguration(signedInEmail: "ada@example.com"))
    try app.driver.tapRow(2, of: ElementID.Catalog.list)
    try app.driver.tap(ElementID.Product.delete)
    try app.driver.tapAlertButton("Delete")
    #expect(app.driver.presentedAlert == nil)
    assertEqual(app.driver.topScreenIdentifier, "catalog")
    try assertEqual(app.text(ElementID.Catalog.summary), "6 products")
    try assertEqual(app.driver.rowTexts(2, of: ElementID.Catalog.list), ("Monitor Stand", "$35.50"))
  }

  @Test func searchAppliesAfterTheDelay() throws {
    let app = DrivenApp(AppConfiguration(signedInEmail: "ada@example.com"))
    try app.driver.type("mo", into: ElementID.Catalog.search)
    app.scheduler.advance(by: .milliseconds(250))
    try assertEqual(app.driver.rowTexts(1, of: ElementID.Catalog.list), ("Monitor Stand", "$35.50"))
    try assertEqual(app.driver.rowTexts(2, of: ElementID.Catalog.list), ("Mouse", "$5.00"))
  }
}
