/// The composition: `MVPApp.makeWindow(environment:)` starts on the right screen, the
/// navigator replaces, pushes and pops screens as the spec says, and everything is released
/// with the window.
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
    #expect(app.stack == ["login"])
  }

  @Test func withASessionTheAppOpensOnTheCatalog() {
    let app = App(AppConfiguration(signedInEmail: "ada@example.com"))
    #expect(app.stack == ["catalog"])
  }

  @Test func signingInReplacesTheRootWithTheCatalog() throws {
    let app = App()
    try app.top.element(ElementID.Login.email, as: UITextField.self).type("ada@example.com")
    try app.top.element(ElementID.Login.password, as: UITextField.self).type("lovelace1")
    try app.top.element(ElementID.Login.submit, as: UIButton.self).tap()
    app.scheduler.advance(by: .milliseconds(400))
    #expect(app.stack == ["catalog"])
  }

  @Test func productsArePushedAndPoppedAndTheCatalogReloads() throws {
    let app = App(AppConfiguration(signedInEmail: "ada@example.com"))
    try app.top.element(ElementID.Catalog.add, as: UIButton.self).tap()
    #expect(app.stack == ["catalog", "product"])
    try app.top.element(ElementID.Product.name, as: UITextField.self).type("Lamp")
    try app.top.element(ElementID.Product.price, as: UITextField.self).type("10")
    try app.top.element(ElementID.Product.save, as: UIButton.self).tap()
    #expect(app.stack == ["catalog"])
    #expect(try app.top.element(ElementID.Catalog.summary, as: UILabel.self).text == "8 products")

    try app.top.element(ElementID.Catalog.list, as: UITableView.self)
      .simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    #expect(app.stack == ["catalog", "product"])
    #expect(try app.top.element(ElementID.Product.name, as: UITextField.self).text == "Bàn phím cơ")
    try app.top.element(ElementID.Product.cancel, as: UIButton.self).tap()
    #expect(app.stack == ["catalog"])
  }

  @Test func signingOutShowsAFreshSignInScreen() throws {
    let app = App(AppConfiguration(signedInEmail: "ada@example.com"))
    try app.top.element(ElementID.Catalog.signOut, as: UIButton.self).tap()
    #expect(app.stack == ["login"])
    #expect(try app.top.element(ElementID.Login.email, as: UITextField.self).text == "")
  }

  @Test func everyScreenIsReleasedWithTheWindow() throws {
    let checkpoint = LiveObjects.checkpoint()
    let scheduler = VirtualScheduler()
    do {
      let environment = AppEnvironment(scheduler: scheduler)
      let app = App(environment: environment)
      try app.top.element(ElementID.Login.email, as: UITextField.self).type("ada@example.com")
      try app.top.element(ElementID.Login.password, as: UITextField.self).type("lovelace1")
      try app.top.element(ElementID.Login.submit, as: UIButton.self).tap()
      scheduler.advance(by: .milliseconds(400))
      try app.top.element(ElementID.Catalog.search, as: UITextField.self).type("mo")
      try app.top.element(ElementID.Catalog.add, as: UIButton.self).tap()
      try app.top.element(ElementID.Product.name, as: UITextField.self).type("Mop")
      app.window.rootViewController = nil
    }
    #expect(checkpoint.survivors() == [])
    #expect(scheduler.pendingCount == 0)
  }
}

extension App {
  /// The app over an explicit environment.
  init(environment: AppEnvironment) {
    self.environment = environment
    window = MVPApp.makeWindow(environment: environment)
  }
}
