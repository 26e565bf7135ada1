import Domain
import Scenarios

/// The user flows timed per pattern: the sign-in round trip, opening, editing and saving a
/// product, and the bundled suite's scenarios per second.
enum FlowBench {
  /// The spec's sign-in delay (Login rule 5): the answer comes 400 ms after the tap.
  static let signInDelay: Duration = .milliseconds(400)

  /// Types the default user's credentials, taps Sign in, lets the answer come and shows the
  /// catalog; seconds (building the app is not timed).
  static func signIn(_ name: String, _ makeWindow: ScenarioRunner.MakeWindow) throws -> Double {
    let app = BenchApp(makeWindow, configuration: AppConfiguration())
    defer { app.tearDown() }
    try app.expectScreen(ElementID.Login.screen, after: "\(name): started")
    let seconds = try BenchTimer.seconds {
      try app.driver.type(BenchApp.user.email, into: ElementID.Login.email)
      try app.driver.type(BenchApp.user.password, into: ElementID.Login.password)
      try app.driver.tap(ElementID.Login.submit)
      app.scheduler.advance(by: signInDelay)
      benchKeep(try app.renderRows(of: ElementID.Catalog.list))
    }
    try app.expectScreen(ElementID.Catalog.screen, after: "\(name): signed in")
    return seconds
  }

  /// Taps the first product, renames it, saves, and renders the catalog again; seconds.
  static func openEditSave(_ name: String, _ makeWindow: ScenarioRunner.MakeWindow) throws
    -> Double
  {
    let app = BenchApp(makeWindow, configuration: BenchApp.signedIn())
    defer { app.tearDown() }
    try app.expectScreen(ElementID.Catalog.screen, after: "\(name): signed in")
    benchKeep(try app.renderRows(of: ElementID.Catalog.list))
    let seconds = try BenchTimer.seconds {
      try app.driver.tapRow(1, of: ElementID.Catalog.list)
      try app.driver.clear(ElementID.Product.name)
      try app.driver.type("Renamed product", into: ElementID.Product.name)
      try app.driver.tap(ElementID.Product.save)
      benchKeep(try app.renderRows(of: ElementID.Catalog.list))
    }
    try app.expectScreen(ElementID.Catalog.screen, after: "\(name): saved")
    guard
      try app.environment.catalogStore.allProducts().contains(where: {
        $0.name == "Renamed product"
      })
    else {
      throw BenchError("\(name): the saved name is not in the catalog")
    }
    return seconds
  }

  /// Plays `scenarios` with `play`; scenarios per second. A failing scenario is an error:
  /// a pattern that fails its suite has no speed worth reporting.
  static func scenariosPerSecond(
    _ name: String, _ scenarios: [Scenario],
    play: @MainActor (Scenario) -> ScenarioResult
  ) throws -> Double {
    var failure: ScenarioResult?
    let seconds = BenchTimer.seconds {
      for scenario in scenarios {
        let result = play(scenario)
        if !result.passed, failure == nil { failure = result }
      }
    }
    if let failure {
      throw BenchError("\(name): the scenario '\(failure.scenario.name)' fails")
    }
    return seconds > 0 ? Double(scenarios.count) / seconds : 0
  }
}
