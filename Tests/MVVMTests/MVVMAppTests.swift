// The composition: the window `MVVMApp` builds, every screen's theme styles, and that every
// screen is released once it is closed.
import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVVM

@MainActor
struct MVVMAppTests {
  @Test func withoutASessionTheAppOpensOnSignIn() throws {
    let app = AppHarness()
    let navigation = try #require(app.window?.rootViewController as? UINavigationController)
    #expect(navigation.topViewController is LoginViewController)
    assertEqual(app.window?.isKeyWindow, true)
  }

  @Test func withASessionTheAppOpensOnTheCatalog() throws {
    let signedIn = AppHarness(configuration: AppConfiguration(signedInEmail: "ada@example.com"))
    assertEqual(signedIn.stack, ["catalog"])
  }

  @Test func signingInEditingAProductAndSigningOutGoThroughTheRealScreens() throws {
    let app = AppHarness()
    try app.submit(email: "alan@example.com", password: "turing42")
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(app.stack, ["catalog"])

    try app.driver.type("mouse", into: ElementID.Catalog.search)
    app.scheduler.advance(by: .milliseconds(250))
    try app.driver.tapRow(1, of: ElementID.Catalog.list)
    assertEqual(app.stack, ["catalog", "product"])
    try assertEqual(app.element(ElementID.Product.name, as: UITextField.self).text, "Mouse")
    try app.driver.type(" Pro", into: ElementID.Product.name)
    try app.driver.tap(ElementID.Product.save)
    assertEqual(app.stack, ["catalog"])
    try assertEqual(app.driver.rowTexts(1, of: ElementID.Catalog.list), ("Mouse Pro", "$5.00"))
    try assertEqual(
      app.element(ElementID.Catalog.summary, as: UILabel.self).text, "1 of 7 products")

    try app.driver.tap(ElementID.Catalog.signOut)
    assertEqual(app.stack, ["login"])
    try assertEqual(app.element(ElementID.Login.email, as: UITextField.self).text ?? "", "")
    try assertEqual(app.element(ElementID.Login.password, as: UITextField.self).text ?? "", "")
    app.close()
  }

  @Test func everyScreenIsStyledWithThemeNames() throws {
    let app = AppHarness(configuration: AppConfiguration(signedInEmail: "ada@example.com"))
    let catalog = try app.driver.element(ElementID.Catalog.screen)
    try app.driver.tapRow(1, of: ElementID.Catalog.list)
    let product = try app.driver.element(ElementID.Product.screen)
    try app.driver.tap(ElementID.Product.cancel)
    try app.driver.tap(ElementID.Catalog.signOut)
    let login = try app.driver.element(ElementID.Login.screen)
    for screen in [login, catalog, product] {
      let id = screen.accessibilityIdentifier ?? ""
      assertEqual(screen.style, "Screen", "\(id)")
      assertEqual(unstyled(in: screen), [], "\(id)")
      assertEqual(unknownStyles(in: screen), [], "\(id)")
    }
    app.close()
  }

  @Test func everyScreenIsReleasedAfterItIsClosed() throws {
    let checkpoint = LiveObjects.checkpoint()
    let app = AppHarness()
    try app.submit()
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(checkpoint.survivors().filter { $0.hasPrefix("Login") }, [])  // replaced
    try app.driver.tap(ElementID.Catalog.add)
    try app.driver.tap(ElementID.Product.cancel)
    try app.driver.tapRow(1, of: ElementID.Catalog.list)
    try app.driver.tap(ElementID.Product.delete)
    try app.driver.tapAlertButton("Delete")
    // Popped (the catalog's own `ProductCell`s are still on screen).
    assertEqual(
      checkpoint.survivors().filter { $0.hasPrefix("Product") && $0 != "ProductCell" }, [])
    try app.driver.type("key", into: ElementID.Catalog.search)
    try app.driver.tap(ElementID.Catalog.signOut)
    assertEqual(checkpoint.survivors().filter { $0.hasPrefix("Catalog") }, [])  // replaced
    app.close()
    assertEqual(checkpoint.survivors(), [])
    assertEqual(app.scheduler.pendingCount, 0)
  }

  /// The views under `view` (widgets the user sees) that have no style name.
  private func unstyled(in view: UIView) -> [String] {
    let own = view.accessibilityIdentifier != nil && view.style == nil
    return (own ? [view.accessibilityIdentifier ?? ""] : []) + view.subviews.flatMap(unstyled(in:))
  }

  /// The style names under `view` that the installed theme does not know.
  private func unknownStyles(in view: UIView) -> [String] {
    [view.unknownStyle].compactMap { $0 } + view.subviews.flatMap(unknownStyles(in:))
  }
}
