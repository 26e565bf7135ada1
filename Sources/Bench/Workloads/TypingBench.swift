import Domain
import Scenarios

/// Typing many characters into each text field, one keystroke at a time through the
/// `UIDriver`: the cost per keystroke over the first and the last keystrokes timed.
enum TypingBench {
  /// Each text field of the spec, with the screen it is on and the keys typed in turn.
  static let fields: [(id: String, keys: String)] = [
    (ElementID.Login.email, "abcdefghij"), (ElementID.Login.password, "secret1234"),
    (ElementID.Catalog.search, "keyboard m"), (ElementID.Product.name, "Monitor ab"),
    (ElementID.Product.price, "1234567890"),
  ]

  /// Types `count` keys into `field` on a fresh app; the seconds per keystroke over the first
  /// `window` keystrokes and over the last `window`.
  static func sample(
    _ name: String, _ makeWindow: ScenarioRunner.MakeWindow,
    field: (id: String, keys: String), count: Int, window: Int
  ) throws -> (first: Double, last: Double) {
    let app = try start(name, makeWindow, for: field.id)
    defer { app.tearDown() }
    let keys = field.keys.map(String.init)
    var first = 0.0
    var last = 0.0
    for index in 0..<count {
      let key = keys[index % keys.count]
      let seconds = try BenchTimer.seconds { try app.driver.type(key, into: field.id) }
      if index < window { first += seconds }
      if index >= count - window { last += seconds }
    }
    return (first / Double(window), last / Double(window))
  }

  /// An app showing the screen `field` is on: the login screen, the catalog, or the first
  /// product opened from the catalog.
  private static func start(
    _ name: String, _ makeWindow: ScenarioRunner.MakeWindow, for field: String
  ) throws -> BenchApp {
    if field.hasPrefix(ElementID.Login.screen + ".") {
      return BenchApp(makeWindow, configuration: AppConfiguration())
    }
    let app = BenchApp(makeWindow, configuration: BenchApp.signedIn())
    if field.hasPrefix(ElementID.Product.screen + ".") {
      try app.driver.tapRow(1, of: ElementID.Catalog.list)
      try app.expectScreen(ElementID.Product.screen, after: "\(name): product opened")
      try app.driver.clear(field)
    }
    return app
  }
}
