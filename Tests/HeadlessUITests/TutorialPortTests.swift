import Assertions
import Testing

import HeadlessUI

struct TutorialPortTests {
  @Test func mvpProductListShowsThePresentersProductsAndPushesADetailOnTap() throws {
    let list = ProductListViewController(style: .plain)
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    let driver = UIDriver(window: window)
    assertEqual(driver.topScreenIdentifier, "products")
    assertEqual(list.title, "Products")
    assertEqual(list.tableView.numberOfRows(inSection: 0), 3)
    let row = try driver.rowTexts(3, of: "products")
    assertEqual(row.title, "USB-C Hub")
    assertEqual(row.detail, "$25.00")
    try driver.tapRow(2, of: "products")
    assertEqual(list.shownDetail, "Mouse")
    assertEqual(driver.topScreenIdentifier, "detail")
    #expect(list.tableView.indexPathForSelectedRow == nil)
  }

  @Test func mvpProductListIsReleasedWithItsWindow() {
    let checkpoint = LiveObjects.checkpoint()
    do {
      let window = UIWindow()
      window.rootViewController = UINavigationController(
        rootViewController: ProductListViewController(style: .plain))
      window.makeKeyAndVisible()
      _ = ScreenRenderer.render(window)
      window.rootViewController = nil
    }
    assertEqual(checkpoint.survivors(), [])
  }

  @Test func loginFormDrawsABottomBorderUnderEachFieldAfterLayout() {
    let form = LoginFormView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    form.layoutIfNeeded()
    let border = form.emailField.layer.sublayers?.first { $0.name == "bottomBorder" }
    assertEqual(border?.frame, CGRect(x: 0, y: 33, width: 320, height: 1))
    assertEqual(border?.backgroundColor, UIColor.lightGray.cgColor)
    form.setNeedsLayout()
    form.layoutIfNeeded()
    assertEqual(form.passwordField.layer.sublayers?.count, 1)
  }

  @Test func loginFormsConstraintsAreRecordedAndActive() {
    let form = LoginFormView(frame: .zero)
    assertEqual(form.constraints.count, 3)
    assertEqual(form.emailField.constraints.count, 1)
    #expect(form.constraints.allSatisfy { $0.isActive })
    NSLayoutConstraint.deactivate(form.constraints)
    #expect(form.constraints.isEmpty)
  }

  @Test func loginFormMovesFocusOnReturnThenSubmits() throws {
    let form = LoginFormView(frame: .zero)
    let screen = UIViewController()
    screen.view.accessibilityIdentifier = "form"
    screen.view.addSubview(form)
    var submitted = 0
    form.onSubmit = { submitted += 1 }
    let window = UIWindow()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    let driver = UIDriver(window: window)
    try driver.type("ada@example.com", into: "form.email")
    try driver.pressReturn(in: "form.email")
    #expect(form.passwordField.isFirstResponder)
    try driver.type("secret", into: "form.password")
    try driver.pressReturn(in: "form.password")
    #expect(!form.passwordField.isFirstResponder)
    assertEqual(submitted, 1)
    #expect(driver.render().contains("\"••••••\"  secure"))
  }

  @Test func aLabelStyledByNameGetsTheRegisteredLook() throws {
    UIView.styleRegistry = StyleRegistry(styles: [HeadlineStyle()])
    let window = UIWindow()
    window.rootViewController = WelcomeViewController()
    window.makeKeyAndVisible()
    let label = try #require(try UIDriver(window: window).element("welcome.headline") as? UILabel)
    assertEqual(label.font, .boldSystemFont(ofSize: 22))
    assertEqual(label.textColor, .systemBlue)
    assertEqual(label.textAlignment, .center)
    assertEqual(label.style, "HeadlineStyle")
  }
}
