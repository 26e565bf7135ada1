/// The product router against a real `UINavigationController`: closing pops one screen,
/// never the root (Product rules 4-6).
import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing
import VIPER

struct ProductRouterTests {
  @Test func closingTheProductScreenReturnsToTheCatalog() {
    let stack = NavigationStack()
    let product = UIViewController()
    stack.navigation.pushViewController(product, animated: false)
    let router = ProductRouter()
    router.viewController = product
    router.closeProduct()
    assertEqual(stack.navigation.viewControllers.count, 1)
    router.closeProduct()
    assertEqual(stack.navigation.viewControllers.count, 1, "the root is never popped")
  }
}
