import Domain
import HeadlessUI
import Scheduling

/// Plays scenarios against one app, each on a fresh app at time 0, and audits leaks.
///
/// For each scenario: the `given` lines become an `AppConfiguration`; a new
/// `VirtualScheduler` at time 0 and an `AppEnvironment` are made; the app's window is built
/// by `makeWindow` and shown; the steps run through a `UIDriver` (actions are user gestures,
/// `wait` advances the scheduler, expectations never advance time). The first step that
/// fails ends the scenario. Then the app is torn down and every view or view controller
/// created since the start that is still alive makes the scenario fail as a leak.
public struct ScenarioRunner {
  /// Builds an app's window from its environment: a pattern's composition entry point,
  /// such as `MVCApp.makeWindow(environment:)`.
  public typealias MakeWindow = @MainActor (AppEnvironment) -> UIWindow

  private let makeWindow: MakeWindow

  /// Creates a runner for the app that `makeWindow` builds.
  public init(makeWindow: @escaping MakeWindow) {
    self.makeWindow = makeWindow
  }

  /// Runs every scenario of `file`, in order.
  public func run(_ file: ScenarioFile) -> [ScenarioResult] {
    file.scenarios.map { run($0) }
  }

  /// Runs one scenario on a fresh app and audits what it leaves alive.
  public func run(_ scenario: Scenario) -> ScenarioResult {
    let checkpoint = LiveObjects.checkpoint()
    // Everything the app is made of lives only inside `play`: when it returns, the app is
    // torn down and only leaked objects can still be alive.
    if let failure = play(scenario) {
      return ScenarioResult(scenario: scenario, failure: failure)
    }
    let survivors = checkpoint.survivors()
    guard survivors.isEmpty else {
      let message = "leaked: " + Self.describeLeaks(survivors)
      let failure = ScenarioFailure(
        location: scenario.location, step: "scenario: \(scenario.name)", message: message,
        screen: "")
      return ScenarioResult(scenario: scenario, failure: failure)
    }
    return ScenarioResult(scenario: scenario, failure: nil)
  }

  /// Starts the app, runs the steps, tears the app down; returns the first failure.
  private func play(_ scenario: Scenario) -> ScenarioFailure? {
    let configuration: AppConfiguration
    do {
      configuration = try AppConfiguration(setup: scenario.setup)
    } catch {
      return ScenarioFailure(
        location: scenario.location, step: "scenario: \(scenario.name)",
        message: "cannot set up: \(error)", screen: "")
    }
    let scheduler = VirtualScheduler()
    var window: UIWindow? = makeWindow(
      AppEnvironment(configuration: configuration, scheduler: scheduler))
    if let shown = window, !shown.isKeyWindow || shown.isHidden { shown.makeKeyAndVisible() }
    var failure: ScenarioFailure?
    if let shown = window {
      let session = ScenarioSession(window: shown, scheduler: scheduler)
      for step in scenario.steps {
        if let stepFailure = session.perform(step) {
          failure = stepFailure
          break
        }
      }
    }
    window?.rootViewController = nil
    window?.isHidden = true
    window = nil
    scheduler.cancelAll()
    return failure
  }

  /// `LoginViewController, UILabel (3)`: view controllers first, then views, each type once
  /// with its count.
  static func describeLeaks(_ survivors: [String]) -> String {
    var counts: [String: Int] = [:]
    for name in survivors { counts[name, default: 0] += 1 }
    let names = counts.keys.sorted { a, b in
      let aController = a.hasSuffix("Controller")
      let bController = b.hasSuffix("Controller")
      return aController != bController ? aController : a < b
    }
    return names.map { counts[$0]! > 1 ? "\($0) (\(counts[$0]!))" : $0 }
      .joined(separator: ", ")
  }
}
