/// The sign-in router against a real `UINavigationController`: success replaces the root
/// with a catalog screen built by `CatalogBuilder` (Login rule 6).
import Assertions
import Domain
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
    assertEqual(stack.screens, ["catalog"])
    try assertEqual(
      stack.top.element(ElementID.Catalog.summary, as: UILabel.self).text, "7 products")
  }
}
