// The views' wiring, through the app as a user meets it: where the app opens, each screen's
// widgets as its view lays them out, the product screen closing onto the catalog, and the
// screens released with the window.
import Assertions
import Domain
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
    assertEqual(driver.topScreenIdentifier, "login")
    #expect(window.isKeyWindow)
    window.rootViewController = nil
  }

  @Test func withASessionTheAppOpensOnTheCatalog() throws {
    let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
    assertEqual(navigation(in: window)?.viewControllers.count, 1)
    assertEqual(driver.topScreenIdentifier, "catalog")
    try assertEqual(driver.rowTexts(1, of: "catalog.list"), ("Bàn phím cơ", "$49.90"))
    window.rootViewController = nil
  }

  @Test func theLoginScreenLaysOutTheSpecsWidgets() throws {
    let (window, driver) = start()
    assertEqual(driver.topScreenIdentifier, "login")
    try assertEqual(element("login.title", in: driver, as: UILabel.self).text, "Sign in")
    let email: UITextField = try element("login.email", in: driver)
    assertEqual(email.text ?? "", "")
    assertEqual(email.placeholder, "you@example.com")
    assertEqual(email.isSecureTextEntry, false)
    assertEqual(email.keyboardType, .emailAddress)
    assertEqual(email.autocapitalizationType, .none)
    assertEqual(email.returnKeyType, .next)
    let password: UITextField = try element("login.password", in: driver)
    assertEqual(password.text ?? "", "")
    assertEqual(password.placeholder, "Password")
    #expect(password.isSecureTextEntry)
    assertEqual(password.returnKeyType, .go)
    let submit: UIButton = try element("login.submit", in: driver)
    assertEqual(submit.title(for: .normal), "Sign in")
    assertEqual(submit.isEnabled, false)
    #expect((try? driver.element("login.activity")) == nil)
    window.rootViewController = nil
  }

  @Test func theCatalogScreenLaysOutTheSpecsWidgets() throws {
    let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
    assertEqual(driver.topScreenIdentifier, "catalog")
    try assertEqual(element("catalog.title", in: driver, as: UILabel.self).text, "Products")
    let search: UITextField = try element("catalog.search", in: driver)
    assertEqual(search.text ?? "", "")
    assertEqual(search.placeholder, "Search")
    let sort: UISegmentedControl = try element("catalog.sort", in: driver)
    assertEqual(sort.numberOfSegments, 3)
    assertEqual((0..<3).map { sort.titleForSegment(at: $0) }, ["Name", "Price ↑", "Price ↓"])
    assertEqual(sort.selectedSegmentIndex, 0)
    try assertEqual(element("catalog.add", in: driver, as: UIButton.self).currentTitle, "Add")
    let signOut: UIButton = try element("catalog.signout", in: driver)
    assertEqual(signOut.currentTitle, "Sign out")
    #expect(try driver.element("catalog.list") is UITableView)
    window.rootViewController = nil
  }

  @Test func theProductScreenLaysOutTheSpecsWidgets() throws {
    let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
    try driver.tap("catalog.add")
    assertEqual(driver.topScreenIdentifier, "product")
    try assertEqual(element("product.title", in: driver, as: UILabel.self).text, "New product")
    let name: UITextField = try element("product.name", in: driver)
    assertEqual(name.text ?? "", "")
    assertEqual(name.placeholder, "Name")
    let price: UITextField = try element("product.price", in: driver)
    assertEqual(price.text ?? "", "")
    assertEqual(price.placeholder, "Price")
    assertEqual(price.keyboardType, .decimalPad)
    #expect((try? driver.element("product.name.error")) == nil)
    #expect((try? driver.element("product.price.error")) == nil)
    let save: UIButton = try element("product.save", in: driver)
    assertEqual(save.currentTitle, "Save")
    assertEqual(save.isEnabled, false)
    try assertEqual(element("product.cancel", in: driver, as: UIButton.self).currentTitle, "Cancel")
    #expect((try? driver.element("product.delete")) == nil)
    window.rootViewController = nil
  }

  @Test func closingTheProductScreenReturnsToTheCatalog() throws {
    let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
    try driver.tapRow(2, of: "catalog.list")
    let catalog = try #require(navigation(in: window)?.viewControllers.first)
    try driver.tap("product.cancel")
    assertEqual(navigation(in: window)?.viewControllers.count, 1, "it pops itself, and only itself")
    #expect(navigation(in: window)?.topViewController === catalog)
    assertEqual(driver.topScreenIdentifier, "catalog")
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
    assertEqual(checkpoint.survivors(), [])
  }
}
