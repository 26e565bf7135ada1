/// The whole app: `VIPERApp.makeWindow(environment:)` opens on the right screen, every
/// screen is styled with the theme's names, and every screen is released once closed.
import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing
import VIPER

/// The app in a window with a driver, on virtual time.
private struct DrivenApp {
  let scheduler = VirtualScheduler()
  let window: UIWindow
  let driver: UIDriver

  init(_ configuration: AppConfiguration = AppConfiguration()) {
    window = VIPERApp.makeWindow(
      environment: AppEnvironment(configuration: configuration, scheduler: scheduler))
    driver = UIDriver(window: window)
  }

  var navigation: UINavigationController { window.rootViewController as! UINavigationController }
  var screens: [String?] { navigation.viewControllers.map(\.view.accessibilityIdentifier) }

  func signIn() throws {
    try driver.type("ada@example.com", into: ElementID.Login.email)
    try driver.type("lovelace1", into: ElementID.Login.password)
    try driver.tap(ElementID.Login.submit)
    scheduler.advance(by: .milliseconds(400))
  }
}

private let signedIn = AppConfiguration(signedInEmail: "ada@example.com")

/// Every view under `view` (itself included).
private func allViews(_ view: UIView) -> [UIView] {
  [view] + view.subviews.flatMap(allViews)
}

struct VIPERAppTests {
  @Test func withoutASessionTheAppOpensOnSignIn() {
    let app = DrivenApp()
    #expect(app.window.isKeyWindow)
    assertEqual(app.screens, ["login"])
  }

  @Test func withASessionTheAppOpensOnTheCatalog() throws {
    let app = DrivenApp(signedIn)
    assertEqual(app.screens, ["catalog"])
    try assertEqual(app.driver.rowTexts(1, of: ElementID.Catalog.list), ("Bàn phím cơ", "$49.90"))
  }

  @Test func successShowsTheCatalogAsRoot() throws {
    let app = DrivenApp()
    try app.signIn()
    assertEqual(app.screens, ["catalog"])
  }

  @Test func signingInEditingAProductAndSigningOutGoThroughTheRealScreens() throws {
    let app = DrivenApp()
    try app.driver.type("alan@example.com", into: ElementID.Login.email)
    try app.driver.type("turing42", into: ElementID.Login.password)
    try app.driver.pressReturn(in: ElementID.Login.password)
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(app.screens, ["catalog"])

    try app.driver.type("mouse", into: ElementID.Catalog.search)
    app.scheduler.advance(by: .milliseconds(250))
    try app.driver.tapRow(1, of: ElementID.Catalog.list)
    assertEqual(app.screens, ["catalog", "product"])
    assertEqual((try app.driver.element(ElementID.Product.name) as? UITextField)?.text, "Mouse")
    try app.driver.type(" Pro", into: ElementID.Product.name)
    try app.driver.tap(ElementID.Product.save)
    assertEqual(app.screens, ["catalog"])
    try assertEqual(app.driver.rowTexts(1, of: ElementID.Catalog.list), ("Mouse Pro", "$5.00"))
    assertEqual(
      (try app.driver.element(ElementID.Catalog.summary) as? UILabel)?.text, "1 of 7 products")

    try app.driver.tap(ElementID.Catalog.signOut)
    assertEqual(app.screens, ["login"])
    assertEqual((try app.driver.element(ElementID.Login.email) as? UITextField)?.text ?? "", "")
    assertEqual((try app.driver.element(ElementID.Login.password) as? UITextField)?.text ?? "", "")
  }

  @Test func everyScreenIsStyledWithThemeNames() throws {
    let app = DrivenApp(signedIn)
    let catalog = try app.driver.element(ElementID.Catalog.screen)
    try app.driver.tapRow(1, of: ElementID.Catalog.list)
    let product = try app.driver.element(ElementID.Product.screen)
    try app.driver.tap(ElementID.Product.cancel)
    try app.driver.tap(ElementID.Catalog.signOut)
    let login = try app.driver.element(ElementID.Login.screen)
    for screen in [login, catalog, product] {
      let identified = allViews(screen).filter { $0.accessibilityIdentifier != nil }
      #expect(identified.count >= 5)
      for view in identified {
        #expect(view.style != nil, "\(view.accessibilityIdentifier ?? "")")
        #expect(view.unknownStyle == nil, "\(view.accessibilityIdentifier ?? "")")
      }
      assertEqual(screen.style, "Screen")
    }
  }

  @Test func everyScreenIsReleasedAfterItIsClosed() throws {
    let app = DrivenApp()
    weak let login = app.navigation.topViewController
    try app.signIn()
    #expect(login == nil)
    try app.driver.tap(ElementID.Catalog.add)
    weak let product = app.navigation.topViewController
    try app.driver.tap(ElementID.Product.cancel)
    #expect(product == nil)
    weak let catalog = app.navigation.topViewController
    try app.driver.type("mo", into: ElementID.Catalog.search)
    try app.driver.tap(ElementID.Catalog.signOut)
    #expect(catalog == nil)
    assertEqual(app.scheduler.pendingCount, 0, "the catalog's pending search went with it")
  }

  @Test func theScreenIsReleasedWithItsWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    let scheduler: VirtualScheduler
    do {
      let app = DrivenApp()
      scheduler = app.scheduler
      try app.signIn()
      try app.driver.type("mo", into: ElementID.Catalog.search)
      try app.driver.tapRow(1, of: ElementID.Catalog.list)
      try app.driver.tap(ElementID.Product.delete)
      try app.driver.tapAlertButton("Cancel")
      try app.driver.type("Mop", into: ElementID.Product.name)
      app.window.rootViewController = nil
    }
    assertEqual(checkpoint.survivors(), [])
    assertEqual(scheduler.pendingCount, 0)
  }
}
