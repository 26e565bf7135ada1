// Where the MV app opens: the session in the environment decides the root view.
import Assertions
import Domain
import HeadlessSwiftUI
import Testing

extension MVAppTests {
  @Test func withoutASessionTheAppOpensOnSignIn() throws {
    let app = AppHarness()
    #expect(app.navigation == nil)
    assertEqual(app.driver.topScreenIdentifier, "login")
    assertEqual(app.window?.isKeyWindow, true)
  }

  @Test func withASessionTheAppOpensOnTheCatalog() throws {
    let app = AppHarness.signedIn()
    assertEqual(app.navigation?.viewControllers.count, 1)
    assertEqual(app.driver.topScreenIdentifier, "catalog")
    try assertEqual(app.driver.rowTexts(1, of: "catalog.list"), ("Bàn phím cơ", "$49.90"))
  }
}
