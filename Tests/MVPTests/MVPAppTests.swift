/// The composition: `MVPApp.makeWindow(environment:)` starts on the right screen, the
/// navigator replaces, pushes and pops screens as the spec says, and everything is released
/// with the window.
import Assertions
import Domain
import Foundation
import HeadlessUI
import Scheduling
import Testing

@testable import MVP

/// The whole app in a window, on virtual time.
private struct App {
  let scheduler = VirtualScheduler()
  let environment: AppEnvironment
  let window: UIWindow

  init(_ configuration: AppConfiguration = AppConfiguration()) {
    environment = AppEnvironment(configuration: configuration, scheduler: scheduler)
    window = MVPApp.makeWindow(environment: environment)
  }

  var navigation: UINavigationController? { window.rootViewController as? UINavigationController }
  var stack: [String?] { navigation?.viewControllers.map(\.view.accessibilityIdentifier) ?? [] }
  var top: UIView { navigation!.topViewController!.view }
}

struct MVPAppTests {
  @Test func withoutASessionTheAppOpensOnSignIn() {
    let app = App()
    #expect(app.window.isKeyWindow)
    assertEqual(app.stack, ["login"])
  }

  @Test func withASessionTheAppOpensOnTheCatalog() {
    let app = App(AppConfiguration(signedInEmail: "ada@example.com"))
    assertEqual(app.stack, ["catalog"])
  }

  @Test func successShowsTheCatalogAsRoot() throws {
    let app = App()
    try app.top.element(ElementID.Login.email, as: UITextField.self).type("ada@example.com")
    try app.top.element(ElementID.Login.password, as: UITextField.self).type("lovelace1")
    try app.top.element(ElementID.Login.submit, as: UIButton.self).tap()
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(app.stack, ["catalog"])
  }

  @Test func comingBackShowsTheCatalogAsItNowIs() throws {
    let app = App(AppConfiguration(signedInEmail: "ada@example.com"))
    try app.top.element(ElementID.Catalog.add, as: UIButton.self).tap()
    assertEqual(app.stack, ["catalog", "product"])
    try app.top.element(ElementID.Product.name, as: UITextField.self).type("Lamp")
    try app.top.element(ElementID.Product.price, as: UITextField.self).type("10")
    try app.top.element(ElementID.Product.save, as: UIButton.self).tap()
    assertEqual(app.stack, ["catalog"])
    try assertEqual(app.top.element(ElementID.Catalog.summary, as: UILabel.self).text, "8 products")

    try app.top.element(ElementID.Catalog.list, as: UITableView.self)
      .simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    assertEqual(app.stack, ["catalog", "product"])
    try assertEqual(
      app.top.element(ElementID.Product.name, as: UITextField.self).text, "Bàn phím cơ")
    try app.top.element(ElementID.Product.cancel, as: UIButton.self).tap()
    assertEqual(app.stack, ["catalog"])
  }

  @Test func closingTheProductScreenReturnsToTheCatalog() throws {
    let app = App(AppConfiguration(signedInEmail: "ada@example.com"))
    let catalog = app.navigation?.topViewController
    try app.top.element(ElementID.Catalog.add, as: UIButton.self).tap()
    assertEqual(app.stack, ["catalog", "product"])
    try app.top.element(ElementID.Product.cancel, as: UIButton.self).tap()
    assertEqual(app.stack, ["catalog"])
    #expect(app.navigation?.topViewController === catalog)
  }

  @Test func signingInEditingAProductAndSigningOutGoThroughTheRealScreens() throws {
    let app = App()
    let driver = UIDriver(window: app.window)
    try driver.type("alan@example.com", into: ElementID.Login.email)
    try driver.type("turing42", into: ElementID.Login.password)
    try driver.pressReturn(in: ElementID.Login.password)
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(app.stack, ["catalog"])

    try driver.type("mouse", into: ElementID.Catalog.search)
    app.scheduler.advance(by: .milliseconds(250))
    try driver.tapRow(1, of: ElementID.Catalog.list)
    assertEqual(app.stack, ["catalog", "product"])
    try assertEqual(app.top.element(ElementID.Product.name, as: UITextField.self).text, "Mouse")
    try driver.type(" Pro", into: ElementID.Product.name)
    try driver.tap(ElementID.Product.save)
    assertEqual(app.stack, ["catalog"])
    try assertEqual(driver.rowTexts(1, of: ElementID.Catalog.list), ("Mouse Pro", "$5.00"))
    try assertEqual(
      app.top.element(ElementID.Catalog.summary, as: UILabel.self).text, "1 of 7 products")

    try driver.tap(ElementID.Catalog.signOut)
    assertEqual(app.stack, ["login"])
    try assertEqual(app.top.element(ElementID.Login.email, as: UITextField.self).text ?? "", "")
    try assertEqual(app.top.element(ElementID.Login.password, as: UITextField.self).text ?? "", "")
  }

  @Test func signOutReturnsToAFreshLogin() throws {
    let app = App(AppConfiguration(signedInEmail: "ada@example.com"))
    try app.top.element(ElementID.Catalog.signOut, as: UIButton.self).tap()
    assertEqual(app.stack, ["login"])
    try assertEqual(app.top.element(ElementID.Login.email, as: UITextField.self).text, "")
  }

  @Test func everyScreenIsStyledWithThemeNames() throws {
    let app = App(AppConfiguration(signedInEmail: "ada@example.com"))
    let driver = UIDriver(window: app.window)
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
  }

  /// `view` and every view under it that has an accessibility identifier.
  func identifiedViews(in view: UIView) -> [UIView] {
    (view.accessibilityIdentifier == nil ? [] : [view])
      + view.subviews.flatMap(identifiedViews(in:))
  }

  /// Login rule 10: signs in for real, wrong then right, and reads every text the app shows
  /// (each step's screen render, every label, button and plain field, every alert) for the
  /// passwords typed. (`LoginPresenterTests` reads every call the presenter makes.)
  @Test func thePasswordNeverAppearsInAnyOutput() throws {
    let app = App()
    let driver = UIDriver(window: app.window)
    let passwords = ["wrong-secret", "lovelace1"]
    var outputs: [String] = []
    func look() {
      outputs.append(driver.render())
      outputs += texts(in: app.top)
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
    app.scheduler.advance(by: .milliseconds(400))
    look()
    assertEqual(driver.presentedAlert?.message, "Incorrect email or password.")
    try driver.tapAlertButton("OK")
    try driver.type(passwords[1], into: ElementID.Login.password)
    look()
    try driver.pressReturn(in: ElementID.Login.password)
    look()
    app.scheduler.advance(by: .milliseconds(400))
    look()
    assertEqual(driver.topScreenIdentifier, "catalog")
    #expect(outputs.contains { $0.contains("•••••••••") })
    for password in passwords {
      #expect(outputs.allSatisfy { !$0.contains(password) }, "\(password) was shown")
    }
  }

  /// Every text `view` and the views under it show, but a secure field's.
  func texts(in view: UIView) -> [String] {
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
    let scheduler = VirtualScheduler()
    weak var login: UIViewController?
    weak var catalog: UIViewController?
    weak var product: UIViewController?
    do {
      let app = App(environment: AppEnvironment(scheduler: scheduler))
      let driver = UIDriver(window: app.window)
      login = app.navigation?.topViewController
      try driver.type("ada@example.com", into: ElementID.Login.email)
      try driver.type("lovelace1", into: ElementID.Login.password)
      try driver.tap(ElementID.Login.submit)
      scheduler.advance(by: .milliseconds(400))
      #expect(login == nil)
      catalog = app.navigation?.topViewController
      try driver.type("mo", into: ElementID.Catalog.search)
      try driver.tap(ElementID.Catalog.add)
      product = app.navigation?.topViewController
      try driver.type("Mop", into: ElementID.Product.name)
      try driver.tap(ElementID.Product.cancel)
      #expect(product == nil)
      try driver.tapRow(1, of: ElementID.Catalog.list)
      try driver.tap(ElementID.Product.delete)
      try driver.tapAlertButton("Delete")
      try driver.tap(ElementID.Catalog.signOut)
      #expect(catalog == nil)
      assertEqual(scheduler.pendingCount, 0)
      try driver.type("ada@example.com", into: ElementID.Login.email)
      app.window.rootViewController = nil
    }
    assertEqual(checkpoint.survivors(), [])
    assertEqual(scheduler.pendingCount, 0)
  }
}

extension App {
  /// The app over an explicit environment.
  init(environment: AppEnvironment) {
    self.environment = environment
    window = MVPApp.makeWindow(environment: environment)
  }
}
