// The whole MV app: an end-to-end walk, the password kept out of every output, and every
// screen and model released at the end.
import Assertions
import Domain
import HeadlessSwiftUI
import Testing

@MainActor
struct MVAppTests {
  @Test func signingInEditingAProductAndSigningOutGoThroughTheRealScreens() throws {
    let app = AppHarness()
    try app.signIn()
    try app.driver.tapRow(2, of: "catalog.list")
    try app.driver.clear("product.name")
    try app.driver.type("Keyboard Pro", into: "product.name")
    try app.driver.tap("product.save")
    try assertEqual(app.rows()[1], ("Keyboard Pro", "$6.00"))
    try app.driver.tap("catalog.signout")
    assertEqual(app.driver.topScreenIdentifier, "login")
  }

  @Test func thePasswordNeverAppearsInAnyOutput() throws {
    let app = AppHarness()
    var renders: [String] = []
    try app.signIn(password: "lovelace9")
    renders.append(app.driver.render())
    try app.driver.tapAlertButton("OK")
    try app.driver.type("lovelace1", into: "login.password")
    renders.append(app.driver.render())
    try app.driver.tap("login.submit")
    renders.append(app.driver.render())
    app.scheduler.advance(by: .milliseconds(400))
    renders.append(app.driver.render())
    #expect(!renders.contains { $0.contains("lovelace") })
  }

  @Test func everyScreenIsReleasedAfterItIsClosed() throws {
    let checkpoint = LiveObjects.checkpoint()
    do {
      let app = AppHarness()
      try app.signIn()
      try app.driver.type("mo", into: "catalog.search")
      try app.driver.tapRow(1, of: "catalog.list")
      try app.driver.tap("product.cancel")
      try app.driver.tap("catalog.signout")
      app.close()
    }
    assertEqual(checkpoint.survivors(), [])
  }
}
