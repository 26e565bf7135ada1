import Domain
import HeadlessUI
import Scheduling

/// Plays scenarios against one app, each on a fresh app at time 0, and audits leaks.
///
/// Each scenario runs in its own `AppSession`: the `given` lines become the app's
/// `AppConfiguration` on a new `VirtualScheduler` at time 0; the other steps are performed
/// in order (actions are user gestures, `wait` advances the scheduler, expectations never
/// advance time). The first step that fails ends the scenario. Then the session is closed
/// and every view, view controller or tracked object created since the start that is
/// still alive makes the scenario fail as a leak.
public struct ScenarioRunner {
  /// Builds an app's window from its environment (see `AppSession.MakeWindow`).
  public typealias MakeWindow = AppSession.MakeWindow

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
    let session: AppSession
    do {
      session = try AppSession(makeWindow: makeWindow, setup: scenario.setup)
    } catch {
      let failure = ScenarioFailure(
        location: scenario.location, step: "scenario: \(scenario.name)",
        message: "cannot set up: \(error)", screen: "")
      return ScenarioResult(scenario: scenario, failure: failure)
    }
    var failure: ScenarioFailure?
    for step in scenario.steps where !step.isSetup {
      failure = session.perform(step)
      if failure != nil { break }
    }
    let survivors = session.close()
    if let failure {
      return ScenarioResult(scenario: scenario, failure: failure)
    }
    guard survivors.isEmpty else {
      let message = "leaked: " + Self.describeLeaks(survivors)
      let failure = ScenarioFailure(
        location: scenario.location, step: "scenario: \(scenario.name)", message: message,
        screen: "")
      return ScenarioResult(scenario: scenario, failure: failure)
    }
    return ScenarioResult(scenario: scenario, failure: nil)
  }

  /// `LoginViewController, UILabel (3)`: view controllers first, then the other types, each
  /// type once with its count (as a leak failure's message lists `AppSession.close()`'s
  /// result).
  public static func describeLeaks(_ survivors: [String]) -> String {
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
