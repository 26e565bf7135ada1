import Assertions
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

  @Test func withoutASessionTheAppOpensOnSignIn() throws {
    let (window, driver) = launch()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    assertEqual(navigation.viewControllers.count, 1)
    #expect(navigation.topViewController is LoginViewController)
    assertEqual(driver.topScreenIdentifier, "login")
    #expect(window.isKeyWindow)
  }

  @Test func withASessionTheAppOpensOnTheCatalog() throws {
    let (window, driver) = launch(AppConfiguration(signedInEmail: "ada@example.com"))
    let navigation = try #require(window.rootViewController as? UINavigationController)
    #expect(navigation.topViewController is CatalogViewController)
    assertEqual(driver.topScreenIdentifier, "catalog")
    try assertEqual(driver.rowTexts(1, of: ElementID.Catalog.list), ("Bàn phím cơ", "$49.90"))
  }

  @Test func signingInEditingAProductAndSigningOutGoThroughTheRealScreens() throws {
    let (window, driver) = launch()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    try driver.type("alan@example.com", into: ElementID.Login.email)
    try driver.type("turing42", into: ElementID.Login.password)
    try driver.pressReturn(in: ElementID.Login.password)
    scheduler.advance(by: .milliseconds(400))
    assertEqual(driver.topScreenIdentifier, "catalog")
    assertEqual(navigation.viewControllers.count, 1)

    try driver.type("mouse", into: ElementID.Catalog.search)
    scheduler.advance(by: .milliseconds(250))
    try driver.tapRow(1, of: ElementID.Catalog.list)
    assertEqual(driver.topScreenIdentifier, "product")
    try assertEqual((driver.element(ElementID.Product.name) as? UITextField)?.text, "Mouse")
    try driver.type(" Pro", into: ElementID.Product.name)
    try driver.tap(ElementID.Product.save)
    assertEqual(driver.topScreenIdentifier, "catalog")
    try assertEqual(driver.rowTexts(1, of: ElementID.Catalog.list), ("Mouse Pro", "$5.00"))
    let summary = try driver.element(ElementID.Catalog.summary) as? UILabel
    assertEqual(summary?.text, "1 of 7 products")

    try driver.tap(ElementID.Catalog.signOut)
    assertEqual(driver.topScreenIdentifier, "login")
    assertEqual(navigation.viewControllers.count, 1)
    try assertEqual((driver.element(ElementID.Login.email) as? UITextField)?.text ?? "", "")
    try assertEqual((driver.element(ElementID.Login.password) as? UITextField)?.text ?? "", "")
  }

  @Test func everyScreenIsStyledWithThemeNames() throws {
    let (window, driver) = launch(AppConfiguration(signedInEmail: "ada@example.com"))
    let catalog = try driver.element(ElementID.Catalog.screen)
    try driver.tap(ElementID.Catalog.add)
    let product = try driver.element(ElementID.Product.screen)
    try driver.tap(ElementID.Product.cancel)
    try driver.tap(ElementID.Catalog.signOut)
    let login = try driver.element(ElementID.Login.screen)
    for screen in [login, catalog, product] {
      let identified = identifiedViews(in: screen)
      #expect(identified.count > 5, "\(screen.accessibilityIdentifier ?? "")")
      for view in identified {
        let id = view.accessibilityIdentifier ?? ""
        #expect(view.style != nil, "\(id) has no style")
        #expect(view.unknownStyle == nil, "\(id): \(view.unknownStyle ?? "")")
      }
    }
    assertEqual(catalog.style, "Screen")
    window.rootViewController = nil
  }

  /// `view` and every view under it that has an accessibility identifier.
  func identifiedViews(in view: UIView) -> [UIView] {
    (view.accessibilityIdentifier == nil ? [] : [view])
      + view.subviews.flatMap(identifiedViews(in:))
  }

  /// Login rule 10: signs in for real, wrong then right, and reads every text the app shows
  /// (each step's screen render, every label, button and plain field, every alert) for the
  /// passwords typed.
  @Test func thePasswordNeverAppearsInAnyOutput() throws {
    let (window, driver) = launch()
    let passwords = ["wrong-secret", "lovelace1"]
    var outputs: [String] = []
    func look() {
      outputs.append(driver.render())
      outputs += texts(in: window.rootViewController?.view)
      if let top = (window.rootViewController as? UINavigationController)?.topViewController {
        outputs += texts(in: top.view)
      }
      if let alert = driver.presentedAlert {
        outputs +=
          [alert.title, alert.message].compactMap { $0 } + alert.actions.compactMap(\.title)
      }
    }
    try driver.type("ada@example.com", into: ElementID.Login.email)
    look()
    try driver.type(passwords[0], into: ElementID.Login.password)
    look()
    try driver.tap(ElementID.Login.submit)
    look()
    scheduler.advance(by: .milliseconds(400))
    look()
    assertEqual(driver.presentedAlert?.message, "Incorrect email or password.")
    try driver.tapAlertButton("OK")
    try driver.type(passwords[1], into: ElementID.Login.password)
    look()
    try driver.pressReturn(in: ElementID.Login.password)
    look()
    scheduler.advance(by: .milliseconds(400))
    look()
    assertEqual(driver.topScreenIdentifier, "catalog")
    #expect(outputs.contains { $0.contains("•••••••••") })
    for password in passwords {
      #expect(outputs.allSatisfy { !$0.contains(password) }, "\(password) was shown")
    }
  }

  /// Every text `view` and the views under it show, but a secure field's.
  func texts(in view: UIView?) -> [String] {
    guard let view else { return [] }
    var own: [String?] = [view.accessibilityLabel]
    switch view {
    case let label as UILabel: own.append(label.text)
    case let button as UIButton: own.append(button.currentTitle)
    case let field as UITextField:
      own.append(field.placeholder)
      if !field.isSecureTextEntry { own.append(field.text) }
    default: break
    }
    return own.compactMap { $0 } + view.subviews.flatMap(texts(in:))
  }

  @Test func everyScreenIsReleasedAfterItIsClosed() throws {
    let checkpoint = LiveObjects.checkpoint()
    weak var login: UIViewController?
    weak var product: UIViewController?
    weak var catalog: UIViewController?
    do {
      let (window, driver) = launch()
      let navigation = try #require(window.rootViewController as? UINavigationController)
      login = navigation.topViewController
      try driver.type("ada@example.com", into: ElementID.Login.email)
      try driver.type("lovelace1", into: ElementID.Login.password)
      try driver.tap(ElementID.Login.submit)
      scheduler.advance(by: .milliseconds(400))
      #expect(login == nil)
      catalog = navigation.topViewController
      try driver.tap(ElementID.Catalog.add)
      product = navigation.topViewController
      try driver.type("Lamp", into: ElementID.Product.name)
      try driver.tap(ElementID.Product.cancel)
      #expect(product == nil)
      try driver.type("la", into: ElementID.Catalog.search)
      try driver.tapRow(1, of: ElementID.Catalog.list)
      try driver.tap(ElementID.Product.delete)
      try driver.tapAlertButton("Delete")
      try driver.tap(ElementID.Catalog.signOut)
      #expect(catalog == nil)
      assertEqual(scheduler.pendingCount, 0)
      window.rootViewController = nil
    }
    assertEqual(checkpoint.survivors(), [])
  }
}
