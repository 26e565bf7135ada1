/// The routers against a real `UINavigationController` in a window: each move builds the
/// right screen through its builder and replaces, pushes or pops as the spec says; a router
/// never keeps the stack alive.
import Domain
import HeadlessUI
import Scheduling
import Testing
import VIPER

/// A navigation stack in a visible window, over the spec's default environment.
private struct Stack {
  let scheduler = VirtualScheduler()
  let environment: AppEnvironment
  let navigation = UINavigationController()
  let window = UIWindow(frame: UIScreen.main.bounds)

  init() {
    environment = AppEnvironment(scheduler: scheduler)
    navigation.setViewControllers([UIViewController()], animated: false)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
  }

  /// The screens' identifiers, bottom first.
  var screens: [String?] { navigation.viewControllers.map(\.view.accessibilityIdentifier) }
  var top: UIView { navigation.topViewController!.view }
}

struct RouterTests {
  @Test func successShowsTheCatalogAsRoot() throws {
    let stack = Stack()
    LoginRouter(environment: stack.environment, navigationController: stack.navigation)
      .showCatalog(for: Session(email: "ada@example.com"))
    #expect(stack.screens == ["catalog"])
    #expect(try stack.top.element(ElementID.Catalog.summary, as: UILabel.self).text == "7 products")
  }

  @Test func showProductPushesTheProductScreenInItsMode() throws {
    let stack = Stack()
    let router = CatalogRouter(
      environment: stack.environment, navigationController: stack.navigation)
    let mouse = Product(id: ProductID(2), name: "Mouse", price: Price(cents: 500))
    router.showProduct(.edit(mouse))
    #expect(stack.screens == [nil, "product"])
    #expect(try stack.top.element(ElementID.Product.name, as: UITextField.self).text == "Mouse")
    #expect(try stack.top.element(ElementID.Product.title, as: UILabel.self).text == "Edit product")
    router.showProduct(.add)
    #expect(stack.screens == [nil, "product", "product"])
    #expect(try stack.top.element(ElementID.Product.title, as: UILabel.self).text == "New product")
  }

  @Test func showLoginReplacesEverythingWithAFreshSignIn() throws {
    let stack = Stack()
    stack.navigation.pushViewController(UIViewController(), animated: false)
    CatalogRouter(environment: stack.environment, navigationController: stack.navigation)
      .showLogin()
    #expect(stack.screens == ["login"])
    #expect(try stack.top.element(ElementID.Login.email, as: UITextField.self).text ?? "" == "")
    #expect(try stack.top.element(ElementID.Login.password, as: UITextField.self).text ?? "" == "")
  }

  @Test func closeProductPopsOneScreen() {
    let stack = Stack()
    stack.navigation.pushViewController(UIViewController(), animated: false)
    let router = ProductRouter(navigationController: stack.navigation)
    router.closeProduct()
    #expect(stack.navigation.viewControllers.count == 1)
    router.closeProduct()
    #expect(stack.navigation.viewControllers.count == 1, "the root is never popped")
  }

  @Test func aRouterHoldsItsNavigationControllerWeakly() {
    let environment = AppEnvironment(scheduler: VirtualScheduler())
    var navigation: UINavigationController? = UINavigationController()
    let router = CatalogRouter(environment: environment, navigationController: navigation)
    weak let held = navigation
    navigation = nil
    #expect(held == nil)
    #expect(router.navigationController == nil)
    router.showProduct(.add)
    router.showLogin()
  }
}
