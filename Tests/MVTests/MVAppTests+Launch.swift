// Where the MV app opens: the session in the environment decides the root view.
import Domain
import HeadlessSwiftUI
import Testing

extension MVAppTests {
  @Test func withoutASessionTheAppOpensOnSignIn() throws {
    let app = AppHarness()
    #expect(app.navigation == nil)
    #expect(app.driver.topScreenIdentifier == "login")
    #expect(app.window?.isKeyWindow == true)
  }

  @Test func withASessionTheAppOpensOnTheCatalog() throws {
    let app = AppHarness.signedIn()
    #expect(app.navigation?.viewControllers.count == 1)
    #expect(app.driver.topScreenIdentifier == "catalog")
    #expect(try app.driver.rowTexts(1, of: "catalog.list") == ("Bàn phím cơ", "$49.90"))
  }
}
