// The views' wiring, through the app as a user meets it: where the app opens, each screen's
// widgets as its view lays them out, the product screen closing onto the catalog, and the
// screens released with the window.
import Domain
import Expectations
import HeadlessSwiftUI
import MVVMSwiftUI
import Testing

extension MVVMSwiftUIAppTests {
  /// The element `id` on the top screen, as a `T`.
  func element<T: UIView>(_ id: String, in driver: UIDriver, as _: T.Type = T.self) throws -> T {
    try #require(try driver.element(id) as? T, "\(id) is not a \(T.self)")
  }

  /// The navigation stack the catalog and product screens are pushed on, once signed in.
  func navigation(in window: UIWindow) -> UINavigationController? {
    func stack(in controller: UIViewController) -> UINavigationController? {
      controller as? UINavigationController ?? controller.children.lazy.compactMap(stack).first
    }
    return window.rootViewController.flatMap(stack)
  }

  @Test func withoutASessionTheAppOpensOnSignIn() throws {
    let (window, driver) = start()
    #expect(navigation(in: window) == nil)
    expectEqual(driver.topScreenIdentifier, "login")
    #expect(window.isKeyWindow)
    window.rootViewController = nil
  }

  @Test func withASessionTheAppOpensOnTheCatalog() throws {
    let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
    expectEqual(navigation(in: window)?.viewControllers.count, 1)
    expectEqual(driver.topScreenIdentifier, "catalog")
    try expectEqual(driver.rowTexts(1, of: "catalog.list"), ("Bàn phím cơ", "$49.90"))
    window.rootViewController = nil
  }

  @Test func theLoginScreenLaysOutTheSpecsWidgets() throws {
    let (window, driver) = start()
    expectEqual(driver.topScreenIdentifier, "login")
    try expectEqual(element("login.title", in: driver, as: UILabel.self).text, "Sign in")
    let email: UITextField = try element("login.email", in: driver)
    expectEqual(email.text ?? "", "")
    expectEqual(email.placeholder, "you@example.com")
    expectEqual(email.isSecureTextEntry, false)
    expectEqual(email.keyboardType, .emailAddress)
    expectEqual(email.autocapitalizationType, .none)
    expectEqual(email.returnKeyType, .next)
    let password: UITextField = try element("login.password", in: driver)
    expectEqual(password.text ?? "", "")
    expectEqual(password.placeholder, "Password")
    #expect(password.isSecureTextEntry)
    expectEqual(password.returnKeyType, .go)
    let submit: UIButton = try element("login.submit", in: driver)
    expectEqual(submit.title(for: .normal), "Sign in")
    expectEqual(submit.isEnabled, false)
    #expect((try? driver.element("login.activity")) == nil)
    window.rootViewController = nil
  }

  @Test func theCatalogScreenLaysOutTheSpecsWidgets() throws {
    let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
    expectEqual(driver.topScreenIdentifier, "catalog")
    try expectEqual(element("catalog.title", in: driver, as: UILabel.self).text, "Products")
    let search: UITextField = try element("catalog.search", in: driver)
    expectEqual(search.text ?? "", "")
    expectEqual(search.placeholder, "Search")
    let sort: UISegmentedControl = try element("catalog.sort", in: driver)
    expectEqual(sort.numberOfSegments, 3)
    expectEqual((0..<3).map { sort.titleForSegment(at: $0) }, ["Name", "Price ↑", "Price ↓"])
    expectEqual(sort.selectedSegmentIndex, 0)
    try expectEqual(element("catalog.add", in: driver, as: UIButton.self).currentTitle, "Add")
    let signOut: UIButton = try element("catalog.signout", in: driver)
    expectEqual(signOut.currentTitle, "Sign out")
    #expect(try driver.element("catalog.list") is UITableView)
    window.rootViewController = nil
  }

  @Test func theProductScreenLaysOutTheSpecsWidgets() throws {
    let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
    try driver.tap("catalog.add")
    expectEqual(driver.topScreenIdentifier, "product")
    try expectEqual(element("product.title", in: driver, as: UILabel.self).text, "New product")
    let name: UITextField = try element("product.name", in: driver)
    expectEqual(name.text ?? "", "")
    expectEqual(name.placeholder, "Name")
    let price: UITextField = try element("product.price", in: driver)
    expectEqual(price.text ?? "", "")
    expectEqual(price.placeholder, "Price")
    expectEqual(price.keyboardType, .decimalPad)
    #expect((try? driver.element("product.name.error")) == nil)
    #expect((try? driver.element("product.price.error")) == nil)
    let save: UIButton = try element("product.save", in: driver)
    expectEqual(save.currentTitle, "Save")
    expectEqual(save.isEnabled, false)
    try expectEqual(element("product.cancel", in: driver, as: UIButton.self).currentTitle, "Cancel")
    #expect((try? driver.element("product.delete")) == nil)
    window.rootViewController = nil
  }

  @Test func closingTheProductScreenReturnsToTheCatalog() throws {
    let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
    try driver.tapRow(2, of: "catalog.list")
    let catalog = try #require(navigation(in: window)?.viewControllers.first)
    try driver.tap("product.cancel")
    expectEqual(navigation(in: window)?.viewControllers.count, 1, "it pops itself, and only itself")
    #expect(navigation(in: window)?.topViewController === catalog)
    expectEqual(driver.topScreenIdentifier, "catalog")
    window.rootViewController = nil
  }

  @Test func theScreenIsReleasedWithItsWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    weak var host: UIViewController?
    do {
      let (window, driver) = start()
      host = window.rootViewController
      try driver.type("ada@example.com", into: "login.email")
      try driver.type("lovelace1", into: "login.password")
      try driver.tap("login.submit")
      window.rootViewController = nil
      scheduler.cancelAll()  // as the runner tears down
    }
    #expect(host == nil)
    expectEqual(checkpoint.survivors(), [])
  }
}
