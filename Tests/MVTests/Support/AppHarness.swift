// The MV app in a window, driven as a user drives it: MV's views make their decisions
// themselves, so its tests go through them, as MVC's go through its controllers.
import Domain
import HeadlessSwiftUI
import Scheduling
import Testing

@testable import MV

/// A running MV app on a virtual clock.
@MainActor
final class AppHarness {
  let scheduler = VirtualScheduler()
  let environment: AppEnvironment
  private(set) var window: UIWindow?
  let driver: UIDriver

  /// An app started as `configuration` says (signed in with `signedInEmail`).
  convenience init(_ configuration: AppConfiguration = AppConfiguration()) {
    self.init { AppEnvironment(configuration: configuration, scheduler: $0) }
  }

  /// An app started over the environment `build` makes on the harness's clock.
  init(environment build: (VirtualScheduler) -> AppEnvironment) {
    environment = build(scheduler)
    let window = MVApp.makeWindow(environment: environment)
    self.window = window
    driver = UIDriver(window: window)
  }

  /// An app signed in on the catalog.
  static func signedIn(products: [ProductSeed]? = nil, readable: Bool = true, writable: Bool = true)
    -> AppHarness
  {
    AppHarness(
      AppConfiguration(
        products: products, signedInEmail: "ada@example.com", isCatalogReadable: readable,
        isCatalogWritable: writable))
  }

  /// The text of a label, field or button on screen.
  func text(_ id: String) throws -> String {
    switch try driver.element(id) {
    case let label as UILabel: label.text ?? ""
    case let field as UITextField: field.text ?? ""
    case let button as UIButton: button.currentTitle ?? ""
    case let other: throw HarnessError("'\(id)' is a \(type(of: other))")
    }
  }

  /// The text field `id` on screen.
  func field(_ id: String) throws -> UITextField {
    try #require(try driver.element(id) as? UITextField, "\(id) is not a text field")
  }

  /// The button `id` on screen.
  func button(_ id: String) throws -> UIButton {
    try #require(try driver.element(id) as? UIButton, "\(id) is not a button")
  }

  /// The navigation stack the catalog and product screens are pushed on, once signed in.
  var navigation: UINavigationController? {
    func stack(in controller: UIViewController) -> UINavigationController? {
      controller as? UINavigationController ?? controller.children.lazy.compactMap(stack).first
    }
    return window?.rootViewController.flatMap(stack)
  }

  /// Whether `id` is on screen and shown.
  func isShown(_ id: String) -> Bool {
    (try? driver.element(id))?.isHiddenInHierarchy == false
  }

  /// Whether the control `id` is enabled.
  func isEnabled(_ id: String) throws -> Bool {
    try #require(try driver.element(id) as? UIControl).isEnabled
  }

  /// The rows of `catalog.list`, as (title, detail).
  func rows() throws -> [(String, String)] {
    let table = try #require(try driver.element("catalog.list") as? UITableView)
    let count = table.numberOfRows(inSection: 0)
    return try (0..<count).map { row in
      let texts = try driver.rowTexts(row + 1, of: "catalog.list")
      return (texts.title ?? "", texts.detail ?? "")
    }
  }

  /// The rows of `catalog.list`, as "title | detail".
  func lines() throws -> [String] {
    try rows().map { "\($0.0) | \($0.1)" }
  }

  /// The alert on screen: title, message, buttons.
  var alert: AlertText? {
    driver.presentedAlert.map {
      AlertText(
        title: $0.title ?? "", message: $0.message ?? "", buttons: $0.actions.map { $0.title ?? "" }
      )
    }
  }

  /// Types `email` and `password` into the sign-in form, as a user does.
  func fill(_ email: String, _ password: String) throws {
    try driver.type(email, into: "login.email")
    try driver.type(password, into: "login.password")
  }

  /// Fills the sign-in form and taps Sign in; the answer has not come yet.
  func submit(_ email: String, _ password: String) throws {
    try fill(email, password)
    try driver.tap("login.submit")
  }

  /// Opens the product screen with Add, fills it and taps Save, as a user adds a product.
  func addProduct(_ name: String, _ price: String) throws {
    try driver.tap("catalog.add")
    try driver.type(name, into: "product.name")
    try driver.type(price, into: "product.price")
    try driver.tap("product.save")
  }

  /// Empties the field `id` and types `text` into it, as a user retypes a field.
  func retype(_ id: String, _ text: String) throws {
    try driver.clear(id)
    try driver.type(text, into: id)
  }

  /// Signs in with the default user's credentials and lets the answer come.
  func signIn(password: String = "lovelace1") throws {
    try submit("ada@example.com", password)
    scheduler.advance(by: .milliseconds(400))
  }

  /// Closes the window: everything shown is released, nothing waits.
  func close() {
    window?.rootViewController = nil
    window?.isHidden = true
    window = nil
    scheduler.cancelAll()
  }
}

struct HarnessError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
