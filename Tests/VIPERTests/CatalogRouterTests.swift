/// The catalog router against a real `UINavigationController`: product screens pushed in
/// their mode, sign out to a fresh form as the root (Catalog rules 5 and 6), a weak stack.
import Assertions
import Domain
import HeadlessUI
import Scheduling
import Testing
import VIPER

struct CatalogRouterTests {
  @Test func tappingARowOpensItForEditing() throws {
    let stack = NavigationStack()
    let router = CatalogRouter(environment: stack.environment)
    router.viewController = stack.navigation.topViewController
    let mouse = Product(id: ProductID(2), name: "Mouse", price: Price(cents: 500))
    router.showProduct(.edit(mouse))
    assertEqual(stack.screens, [nil, "product"])
    try assertEqual(stack.top.element(ElementID.Product.name, as: UITextField.self).text, "Mouse")
    try assertEqual(
      stack.top.element(ElementID.Product.title, as: UILabel.self).text, "Edit product")
  }

  @Test func addOpensAnEmptyProductScreen() throws {
    let stack = NavigationStack()
    let router = CatalogRouter(environment: stack.environment)
    router.viewController = stack.navigation.topViewController
    router.showProduct(.add)
    assertEqual(stack.screens, [nil, "product"])
    try assertEqual(
      stack.top.element(ElementID.Product.title, as: UILabel.self).text, "New product")
    try assertEqual(stack.top.element(ElementID.Product.name, as: UITextField.self).text ?? "", "")
  }

  @Test func signOutReturnsToAFreshLogin() throws {
    let stack = NavigationStack()
    let catalog = UIViewController()
    stack.navigation.pushViewController(catalog, animated: false)
    let router = CatalogRouter(environment: stack.environment)
    router.viewController = catalog
    router.showLogin()
    assertEqual(stack.screens, ["login"])
    try assertEqual(stack.top.element(ElementID.Login.email, as: UITextField.self).text ?? "", "")
    try assertEqual(
      stack.top.element(ElementID.Login.password, as: UITextField.self).text ?? "", "")
  }

  @Test func theViewIsHeldWeakly() {
    let environment = AppEnvironment(scheduler: VirtualScheduler())
    var screen: UIViewController? = UIViewController()
    let router = CatalogRouter(environment: environment)
    router.viewController = screen
    weak let held = screen
    screen = nil
    #expect(held == nil)
    #expect(router.viewController == nil)
    router.showProduct(.add)
    router.showLogin()
  }

  @Test func theBuilderGivesTheRouterItsOwnScreen() throws {
    let stack = NavigationStack()
    let catalog = CatalogBuilder.build(environment: stack.environment)
    stack.navigation.setViewControllers([catalog], animated: false)
    try stack.top.element(ElementID.Catalog.add, as: UIButton.self).tap()
    assertEqual(stack.screens, ["catalog", "product"])
  }
}
