/// The composition and the views, through the UI as a user drives it: the navigation stack
/// follows the state, views render state and send actions, alerts come and go, screens are
/// styled and released.
import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing

@testable import TEA

struct TEAAppTests {
  @Test func withoutASessionTheAppOpensOnSignIn() {
    let app = RunningApp()
    #expect(app.window.isKeyWindow)
    assertEqual(app.stack, ["login"])
  }

  @Test func withASessionTheAppOpensOnTheCatalog() throws {
    let app = RunningApp(AppConfiguration(signedInEmail: "ada@example.com"))
    assertEqual(app.stack, ["catalog"])
    try assertEqual(app.text(ElementID.Catalog.summary), "7 products")
  }

  @Test func submittingDisablesTheButtonAndShowsActivity() throws {
    let app = RunningApp()
    let submit = try #require(try app.driver.element(ElementID.Login.submit) as? UIButton)
    let activity = try #require(
      try app.driver.element(ElementID.Login.activity) as? UIActivityIndicatorView)
    assertEqual(submit.isEnabled, false)
    try app.driver.type("ada@example.com", into: ElementID.Login.email)
    try app.driver.pressReturn(in: ElementID.Login.email)
    let password = try #require(try app.driver.element(ElementID.Login.password) as? UITextField)
    #expect(password.isFirstResponder)
    try app.driver.type("lovelace2", into: ElementID.Login.password)
    #expect(submit.isEnabled)
    try app.driver.tap(ElementID.Login.submit)
    assertEqual(submit.isEnabled, false)
    assertEqual(submit.title(for: .normal), "Signing in…")
    #expect(activity.isAnimating)
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(app.driver.presentedAlert?.message, "Incorrect email or password.")
    assertEqual(password.text, "")
    try assertEqual(app.field(ElementID.Login.email), "ada@example.com")
    assertEqual(submit.title(for: .normal), "Sign in")
    assertEqual(activity.isAnimating, false)
    try app.driver.tapAlertButton("OK")
    #expect(app.driver.presentedAlert == nil)
    // The same alert again is shown again: dismissing it cleared it from the state.
    try app.driver.type("lovelace3", into: ElementID.Login.password)
    try app.driver.pressReturn(in: ElementID.Login.password)
    app.scheduler.advance(by: .milliseconds(400))
    assertEqual(app.driver.presentedAlert?.message, "Incorrect email or password.")
  }

  @Test func signingInEditingAProductAndSigningOutGoThroughTheRealScreens() throws {
    let app = RunningApp()
    try app.signIn()
    assertEqual(app.stack, ["catalog"])
    try assertEqual(app.driver.rowTexts(1, of: ElementID.Catalog.list), ("Bàn phím cơ", "$49.90"))
    try app.driver.type("mo", into: ElementID.Catalog.search)
    app.scheduler.advance(by: .milliseconds(250))
    try assertEqual(app.text(ElementID.Catalog.summary), "2 of 7 products")
    try app.driver.tap(ElementID.Catalog.add)
    assertEqual(app.stack, ["catalog", "product"])
    try assertEqual(app.text(ElementID.Product.title), "New product")
    try app.driver.type("Mop", into: ElementID.Product.name)
    try app.driver.type("7", into: ElementID.Product.price)
    try app.driver.tap(ElementID.Product.save)
    assertEqual(app.stack, ["catalog"])
    try assertEqual(app.text(ElementID.Catalog.summary), "3 of 8 products")
    try assertEqual(app.field(ElementID.Catalog.search), "mo")
    try app.driver.tapRow(2, of: ElementID.Catalog.list)
    try assertEqual(app.field(ElementID.Product.name), "Mop")
    try app.driver.tap(ElementID.Product.delete)
    assertEqual(app.driver.presentedAlert?.title, "Delete “Mop”?")
    try app.driver.tapAlertButton("Cancel")
    assertEqual(app.stack, ["catalog", "product"])
    try app.driver.tap(ElementID.Product.delete)
    try app.driver.tapAlertButton("Delete")
    assertEqual(app.stack, ["catalog"])
    try assertEqual(app.text(ElementID.Catalog.summary), "2 of 7 products")
    try app.driver.tap(ElementID.Catalog.signOut)
    assertEqual(app.stack, ["login"])
    try assertEqual(app.field(ElementID.Login.email), "")
    assertEqual(app.scheduler.pendingCount, 0)
  }

  @Test func errorLabelsStayHiddenUntilTheFieldIsEdited() throws {
    let app = RunningApp(AppConfiguration(signedInEmail: "ada@example.com"))
    try app.driver.tap(ElementID.Catalog.add)
    let nameError = try #require(try app.driver.element(ElementID.Product.nameError) as? UILabel)
    let save = try #require(try app.driver.element(ElementID.Product.save) as? UIButton)
    #expect(nameError.isHidden)
    assertEqual(save.isEnabled, false)
    #expect(try app.driver.element(ElementID.Product.delete).isHidden)
    try app.driver.type("mouse", into: ElementID.Product.name)
    assertEqual(nameError.isHidden, false)
    assertEqual(nameError.text, "A product named “Mouse” already exists.")
  }

  @Test func anUnreadableCatalogShowsAnEmptyListAndAnAlert() throws {
    let app = RunningApp(
      AppConfiguration(signedInEmail: "ada@example.com", isCatalogReadable: false))
    assertEqual(app.driver.presentedAlert?.title, "Cannot load products")
    try assertEqual(app.text(ElementID.Catalog.summary), "Catalog unavailable")
    try app.driver.tapAlertButton("OK")
    #expect(app.driver.presentedAlert == nil)
  }

  @Test func aRefusedSaveStaysOnTheScreenWithAnAlert() throws {
    let app = RunningApp(
      AppConfiguration(signedInEmail: "ada@example.com", isCatalogWritable: false))
    try app.driver.tap(ElementID.Catalog.add)
    try app.driver.type("Lamp", into: ElementID.Product.name)
    try app.driver.type("3", into: ElementID.Product.price)
    try app.driver.tap(ElementID.Product.save)
    assertEqual(app.stack, ["catalog", "product"])
    assertEqual(app.driver.presentedAlert?.title, "Not saved")
    assertEqual(app.driver.presentedAlert?.message, "The catalog could not be written. Try again.")
  }

  /// In TEA the sign-in screen leaves the stack only when its answer comes: what takes it away
  /// before is the window closing, which releases the store, and the sign-in with it.
  @Test func leavingTheScreenCancelsThePendingSignIn() throws {
    let scheduler: VirtualScheduler
    do {
      let app = RunningApp()
      scheduler = app.scheduler
      try app.driver.type("ada@example.com", into: ElementID.Login.email)
      try app.driver.type("lovelace1", into: ElementID.Login.password)
      try app.driver.tap(ElementID.Login.submit)
      assertEqual(scheduler.pendingCount, 1)
      app.window.rootViewController = nil
    }
    assertEqual(scheduler.pendingCount, 0)
  }

  @Test func everyScreenIsStyledWithThemeNames() throws {
    let app = RunningApp()
    var screens: [UIView] = [try app.driver.element(ElementID.Login.screen)]
    try app.signIn()
    screens.append(try app.driver.element(ElementID.Catalog.screen))
    try app.driver.tap(ElementID.Catalog.add)
    screens.append(try app.driver.element(ElementID.Product.screen))
    for screen in screens {
      assertEqual(screen.style, "Screen")
      for view in screen.subviews where view.accessibilityIdentifier != nil {
        #expect(view.style != nil, "\(view.accessibilityIdentifier ?? "") has no style")
      }
    }
  }

  @Test func everyScreenIsReleasedAfterItIsClosed() throws {
    let scheduler: VirtualScheduler
    let checkpoint = LiveObjects.checkpoint()
    do {
      let app = RunningApp()
      scheduler = app.scheduler
      try app.signIn()
      try app.driver.tap(ElementID.Catalog.add)
      weak let screen = (app.window.rootViewController as? UINavigationController)?
        .topViewController
      weak let layout = screen?.view
      try app.driver.type("Mop", into: ElementID.Product.name)
      try app.driver.tap(ElementID.Product.cancel)
      #expect(screen == nil)
      #expect(layout == nil)
      try app.driver.type("mo", into: ElementID.Catalog.search)
      app.window.rootViewController = nil
    }
    assertEqual(checkpoint.survivors(), [])
    assertEqual(scheduler.pendingCount, 0)
  }
}
