import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import MVC

/// The composition: the window `MVCApp` builds, the navigation between real screens, and that
/// nothing outlives the window.
@MainActor
struct MVCAppTests {
  let scheduler = VirtualScheduler()

  func launch(_ configuration: AppConfiguration = .init()) -> (UIWindow, UIDriver) {
    let environment = AppEnvironment(configuration: configuration, scheduler: scheduler)
    let window = MVCApp.makeWindow(environment: environment)
    return (window, UIDriver(window: window))
  }

  @Test func withoutASessionTheAppOpensOnTheLoginScreenInANavigationController() throws {
    let (window, driver) = launch()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController is LoginViewController)
    #expect(driver.topScreenIdentifier == "login")
    #expect(window.isKeyWindow)
  }

  @Test func withASessionTheAppOpensOnTheCatalog() throws {
    let (window, driver) = launch(AppConfiguration(signedInEmail: "ada@example.com"))
    let navigation = try #require(window.rootViewController as? UINavigationController)
    #expect(navigation.topViewController is CatalogViewController)
    #expect(driver.topScreenIdentifier == "catalog")
    #expect(try driver.rowTexts(1, of: ElementID.Catalog.list) == ("Bàn phím cơ", "$49.90"))
  }

  @Test func signingInEditingAProductAndSigningOutGoThroughTheRealScreens() throws {
    let (window, driver) = launch()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    try driver.type("alan@example.com", into: ElementID.Login.email)
    try driver.type("turing42", into: ElementID.Login.password)
    try driver.pressReturn(in: ElementID.Login.password)
    scheduler.advance(by: .milliseconds(400))
    #expect(driver.topScreenIdentifier == "catalog")
    #expect(navigation.viewControllers.count == 1)

    try driver.type("mouse", into: ElementID.Catalog.search)
    scheduler.advance(by: .milliseconds(250))
    try driver.tapRow(1, of: ElementID.Catalog.list)
    #expect(driver.topScreenIdentifier == "product")
    #expect(try (driver.element(ElementID.Product.name) as? UITextField)?.text == "Mouse")
    try driver.type(" Pro", into: ElementID.Product.name)
    try driver.tap(ElementID.Product.save)
    #expect(driver.topScreenIdentifier == "catalog")
    #expect(try driver.rowTexts(1, of: ElementID.Catalog.list) == ("Mouse Pro", "$5.00"))
    let summary = try driver.element(ElementID.Catalog.summary) as? UILabel
    #expect(summary?.text == "1 of 7 products")

    try driver.tap(ElementID.Catalog.signOut)
    #expect(driver.topScreenIdentifier == "login")
    #expect(navigation.viewControllers.count == 1)
    #expect(try (driver.element(ElementID.Login.email) as? UITextField)?.text ?? "" == "")
    #expect(try (driver.element(ElementID.Login.password) as? UITextField)?.text ?? "" == "")
  }

  @Test func everyStyleNameOnEveryScreenIsOneTheThemeKnows() throws {
    let (window, driver) = launch(AppConfiguration(signedInEmail: "ada@example.com"))
    let catalog = try driver.element(ElementID.Catalog.screen)
    try driver.tap(ElementID.Catalog.add)
    let product = try driver.element(ElementID.Product.screen)
    try driver.tap(ElementID.Product.cancel)
    try driver.tap(ElementID.Catalog.signOut)
    let login = try driver.element(ElementID.Login.screen)
    for screen in [login, catalog, product] {
      #expect(unknownStyles(in: screen) == [], "\(screen.accessibilityIdentifier ?? "")")
      #expect(screen.style == "Screen")
    }
    window.rootViewController = nil
  }

  /// The style names under `view` that the installed registry does not know.
  func unknownStyles(in view: UIView) -> [String] {
    [view.unknownStyle].compactMap { $0 } + view.subviews.flatMap(unknownStyles(in:))
  }

  @Test func noViewOrControllerOutlivesTheWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    do {
      let (window, driver) = launch()
      try driver.type("ada@example.com", into: ElementID.Login.email)
      try driver.type("lovelace1", into: ElementID.Login.password)
      try driver.tap(ElementID.Login.submit)
      scheduler.advance(by: .milliseconds(400))
      try driver.tap(ElementID.Catalog.add)
      try driver.type("Lamp", into: ElementID.Product.name)
      try driver.tap(ElementID.Product.cancel)
      try driver.type("la", into: ElementID.Catalog.search)
      try driver.tapRow(1, of: ElementID.Catalog.list)
      try driver.tap(ElementID.Product.delete)
      window.rootViewController = nil
      scheduler.cancelAll()
    }
    #expect(checkpoint.survivors() == [])
  }
}
