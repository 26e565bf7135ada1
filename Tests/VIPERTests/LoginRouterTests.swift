/// The sign-in router against a real `UINavigationController`: success replaces the root
/// with a catalog screen built by `CatalogBuilder` (Login rule 6).
import Domain
import Expectations
import HeadlessUI
import Scheduling
import Testing
import VIPER

struct LoginRouterTests {
  @Test func successShowsTheCatalogAsRoot() throws {
    let stack = NavigationStack()
    let router = LoginRouter(environment: stack.environment)
    router.viewController = stack.navigation.topViewController
    router.showCatalog(for: Session(email: "ada@example.com"))
    expectEqual(stack.screens, ["catalog"])
    try expectEqual(
      stack.top.element(ElementID.Catalog.summary, as: UILabel.self).text, "7 products")
  }
}
