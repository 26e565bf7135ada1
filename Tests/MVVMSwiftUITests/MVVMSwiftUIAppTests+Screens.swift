// The views' wiring, through the app as a user meets it: where the app opens, each screen's
// widgets as its view lays them out, the product screen closing onto the catalog, and the
// screens released with the window.
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
    #expect(driver.topScreenIdentifier == "login")
    #expect(window.isKeyWindow)
    window.rootViewController = nil
  }

  @Test func withASessionTheAppOpensOnTheCatalog() throws {
    let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
    #expect(navigation(in: window)?.viewControllers.count == 1)
    #expect(driver.topScreenIdentifier == "catalog")
    #expect(try driver.rowTexts(1, of: "catalog.list") == ("Bàn phím cơ", "$49.90"))
    window.rootViewController = nil
  }

  @Test func theLoginScreenLaysOutTheSpecsWidgets() throws {
    let (window, driver) = start()
    #expect(driver.topScreenIdentifier == "login")
    #expect(try element("login.title", in: driver, as: UILabel.self).text == "Sign in")
    let email: UITextField = try element("login.email", in: driver)
    #expect(email.text ?? "" == "")
    #expect(email.placeholder == "you@example.com")
    #expect(email.isSecureTextEntry == false)
    #expect(email.keyboardType == .emailAddress)
    #expect(email.autocapitalizationType == .none)
    #expect(email.returnKeyType == .next)
    let password: UITextField = try element("login.password", in: driver)
    #expect(password.text ?? "" == "")
    #expect(password.placeholder == "Password")
    #expect(password.isSecureTextEntry)
    #expect(password.returnKeyType == .go)
    let submit: UIButton = try element("login.submit", in: driver)
    #expect(submit.title(for: .normal) == "Sign in")
    #expect(submit.isEnabled == false)
    #expect((try? driver.element("login.activity")) == nil)
    window.rootViewController = nil
  }

  @Test func theCatalogScreenLaysOutTheSpecsWidgets() throws {
    let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
    #expect(driver.topScreenIdentifier == "catalog")
    #expect(try element("catalog.title", in: driver, as: UILabel.self).text == "Products")
    let search: UITextField = try element("catalog.search", in: driver)
    #expect(search.text ?? "" == "")
    #expect(search.placeholder == "Search")
    let sort: UISegmentedControl = try element("catalog.sort", in: driver)
    #expect(sort.numberOfSegments == 3)
    #expect((0..<3).map { sort.titleForSegment(at: $0) } == ["Name", "Price ↑", "Price ↓"])
    #expect(sort.selectedSegmentIndex == 0)
    #expect(try element("catalog.add", in: driver, as: UIButton.self).currentTitle == "Add")
    let signOut: UIButton = try element("catalog.signout", in: driver)
    #expect(signOut.currentTitle == "Sign out")
    #expect(try driver.element("catalog.list") is UITableView)
    window.rootViewController = nil
  }

  @Test func theProductScreenLaysOutTheSpecsWidgets() throws {
    let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
    try driver.tap("catalog.add")
    #expect(driver.topScreenIdentifier == "product")
    #expect(try element("product.title", in: driver, as: UILabel.self).text == "New product")
    let name: UITextField = try element("product.name", in: driver)
    #expect(name.text ?? "" == "")
    #expect(name.placeholder == "Name")
    let price: UITextField = try element("product.price", in: driver)
    #expect(price.text ?? "" == "")
    #expect(price.placeholder == "Price")
    #expect(price.keyboardType == .decimalPad)
    #expect((try? driver.element("product.name.error")) == nil)
    #expect((try? driver.element("product.price.error")) == nil)
    let save: UIButton = try element("product.save", in: driver)
    #expect(save.currentTitle == "Save")
    #expect(save.isEnabled == false)
    #expect(try element("product.cancel", in: driver, as: UIButton.self).currentTitle == "Cancel")
    #expect((try? driver.element("product.delete")) == nil)
    window.rootViewController = nil
  }

  @Test func closingTheProductScreenReturnsToTheCatalog() throws {
    let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
    try driver.tapRow(2, of: "catalog.list")
    let catalog = try #require(navigation(in: window)?.viewControllers.first)
    try driver.tap("product.cancel")
    #expect(navigation(in: window)?.viewControllers.count == 1, "it pops itself, and only itself")
    #expect(navigation(in: window)?.topViewController === catalog)
    #expect(driver.topScreenIdentifier == "catalog")
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
    #expect(checkpoint.survivors() == [])
  }
}
