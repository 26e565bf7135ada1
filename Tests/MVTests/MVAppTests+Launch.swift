// Where the MV app opens: the session in the environment decides the root view.
import Domain
import Expectations
import HeadlessSwiftUI
import Testing

extension MVAppTests {
  @Test func withoutASessionTheAppOpensOnSignIn() throws {
    let app = AppHarness()
    #expect(app.navigation == nil)
    expectEqual(app.driver.topScreenIdentifier, "login")
    expectEqual(app.window?.isKeyWindow, true)
  }

  @Test func withASessionTheAppOpensOnTheCatalog() throws {
    let app = AppHarness.signedIn()
    expectEqual(app.navigation?.viewControllers.count, 1)
    expectEqual(app.driver.topScreenIdentifier, "catalog")
    try expectEqual(app.driver.rowTexts(1, of: "catalog.list"), ("Bàn phím cơ", "$49.90"))
  }
}
