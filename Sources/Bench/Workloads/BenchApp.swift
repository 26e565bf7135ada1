import Domain
import HeadlessUI
import Scenarios
import Scheduling

/// One app of a pattern, started as a scenario starts it (a fresh `VirtualScheduler` at time
/// 0, an `AppEnvironment` from a configuration, the pattern's `makeWindow`), driven by a
/// `UIDriver`, and torn down as a scenario ends.
final class BenchApp {
  let scheduler: VirtualScheduler
  let environment: AppEnvironment
  private(set) var window: UIWindow?
  let driver: UIDriver

  /// Builds and shows the app on a new environment made from `configuration`.
  convenience init(_ makeWindow: ScenarioRunner.MakeWindow, configuration: AppConfiguration) {
    let scheduler = VirtualScheduler()
    self.init(
      makeWindow, environment: AppEnvironment(configuration: configuration, scheduler: scheduler),
      scheduler: scheduler)
  }

  /// Builds and shows the app on `environment`, whose clock is `scheduler`.
  init(
    _ makeWindow: ScenarioRunner.MakeWindow, environment: AppEnvironment,
    scheduler: VirtualScheduler
  ) {
    self.scheduler = scheduler
    self.environment = environment
    let window = makeWindow(environment)
    if !window.isKeyWindow || window.isHidden { window.makeKeyAndVisible() }
    window.layoutIfNeeded()
    self.window = window
    driver = UIDriver(window: window)
  }

  /// The default user's email and password.
  static var user: Credentials { InMemoryAuthService.defaultUsers[0] }

  /// A configuration signed in as the default user, on `products` (nil: the spec's catalog).
  static func signedIn(products: [ProductSeed]? = nil) -> AppConfiguration {
    AppConfiguration(products: products, signedInEmail: user.email)
  }

  /// Throws unless the top screen is `screen`.
  func expectScreen(_ screen: String, after step: String) throws {
    window?.layoutIfNeeded()
    guard driver.topScreenIdentifier == screen else {
      throw BenchError(
        "\(step): expected the screen '\(screen)', seen '\(driver.topScreenIdentifier ?? "none")'")
    }
  }

  /// Lays the table `id` out and reads the texts of its visible rows, as drawing them would;
  /// returns how many characters they hold (so the work cannot be optimised away).
  func renderRows(of id: String) throws -> Int {
    guard let table = try driver.element(id) as? UITableView else {
      throw BenchError("'\(id)' is not a table")
    }
    return Self.renderRows(of: table)
  }

  /// Lays `table` out and reads the texts of its visible rows.
  static func renderRows(of table: UITableView) -> Int {
    table.layoutIfNeeded()
    var characters = 0
    for cell in table.visibleCells {
      cell.layoutIfNeeded()
      characters +=
        (cell.textLabel?.text?.utf8.count ?? 0)
        + (cell.detailTextLabel?.text?.utf8.count ?? 0)
    }
    return characters
  }

  /// Tears the app down as a scenario does.
  func tearDown() {
    window?.rootViewController = nil
    window?.isHidden = true
    window = nil
    scheduler.cancelAll()
  }
}

/// A benchmark step that did not do what it should: the pattern under measure misbehaves.
nonisolated public struct BenchError: Error, CustomStringConvertible {
  /// What the pattern did wrong.
  public let description: String
  init(_ description: String) { self.description = description }
}
