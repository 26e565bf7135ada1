// The whole app through its views, as a user drives it: the composition, the navigator's
// moves, the password kept out of every output, and every screen released at the end.
import Assertions
import Domain
import HeadlessSwiftUI
import MVVMSwiftUI
import Scheduling
import Testing

@MainActor
struct MVVMSwiftUIAppTests {
  let scheduler = VirtualScheduler()

  func start(_ configuration: AppConfiguration = AppConfiguration()) -> (UIWindow, UIDriver) {
    let window = MVVMSwiftUIApp.makeWindow(
      environment: AppEnvironment(configuration: configuration, scheduler: scheduler))
    return (window, UIDriver(window: window))
  }

  @Test func signingInEditingAProductAndSigningOutGoThroughTheRealScreens() throws {
    let (window, driver) = start()
    assertEqual(driver.topScreenIdentifier, "login")
    try driver.type("ada@example.com", into: "login.email")
    try driver.type("lovelace1", into: "login.password")
    try driver.tap("login.submit")
    scheduler.advance(by: .milliseconds(400))
    assertEqual(driver.topScreenIdentifier, "catalog")
    try driver.tapRow(2, of: "catalog.list")
    assertEqual(driver.topScreenIdentifier, "product")
    try driver.clear("product.name")
    try driver.type("Keyboard Pro", into: "product.name")
    try driver.tap("product.save")
    assertEqual(driver.topScreenIdentifier, "catalog")
    try assertEqual(driver.rowTexts(2, of: "catalog.list"), ("Keyboard Pro", "$6.00"))
    try driver.tap("catalog.signout")
    assertEqual(driver.topScreenIdentifier, "login")
    window.rootViewController = nil
  }

  @Test func thePasswordNeverAppearsInAnyOutput() throws {
    let (window, driver) = start()
    var renders: [String] = []
    try driver.type("ada@example.com", into: "login.email")
    try driver.type("lovelace9", into: "login.password")
    renders.append(driver.render())
    try driver.tap("login.submit")
    renders.append(driver.render())
    scheduler.advance(by: .milliseconds(400))
    renders.append(driver.render())
    try driver.tapAlertButton("OK")
    try driver.type("lovelace1", into: "login.password")
    renders.append(driver.render())
    try driver.tap("login.submit")
    scheduler.advance(by: .milliseconds(400))
    renders.append(driver.render())
    #expect(!renders.contains { $0.contains("lovelace") })
    window.rootViewController = nil
  }

  @Test func everyScreenIsReleasedAfterItIsClosed() throws {
    let checkpoint = LiveObjects.checkpoint()
    do {
      let (window, driver) = start(AppConfiguration(signedInEmail: "ada@example.com"))
      try driver.tapRow(1, of: "catalog.list")
      try driver.tap("product.cancel")
      try driver.tap("catalog.signout")
      window.rootViewController = nil
      window.isHidden = true
    }
    scheduler.cancelAll()
    assertEqual(checkpoint.survivors(), [])
  }
}
