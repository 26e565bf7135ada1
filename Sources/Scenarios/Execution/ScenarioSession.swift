import HeadlessUI
import Scheduling

/// One running app, driven step by step; lives only while its scenario runs.
@MainActor
final class ScenarioSession {
  let driver: UIDriver
  let scheduler: VirtualScheduler

  init(window: UIWindow, scheduler: VirtualScheduler) {
    self.driver = UIDriver(window: window)
    self.scheduler = scheduler
  }

  /// Performs `step`; returns why it failed, or nil.
  func perform(_ step: Step) -> ScenarioFailure? {
    do {
      switch step.kind {
      case .setup:
        return nil
      case .action(let action):
        try perform(action)
        return nil
      case .expectation(let expectation):
        try check(expectation)
        return nil
      }
    } catch let failure as StepFailure {
      return ScenarioFailure(
        location: step.location, step: step.text, expected: failure.expected,
        seen: failure.seen, message: failure.message, screen: screen())
    } catch {
      return ScenarioFailure(
        location: step.location, step: step.text, message: "\(error)", screen: screen())
    }
  }

  /// The screen as text, without a trailing newline.
  func screen() -> String {
    var render = driver.render()
    while render.hasSuffix("\n") { render.removeLast() }
    return render
  }
}

/// Why a step failed: a reason, or an expected and a seen value (both masked).
struct StepFailure: Error {
  var expected: String?
  var seen: String?
  var message: String

  /// An action that could not be done, or an element that is missing.
  init(_ message: String) {
    self.message = message
  }

  /// An expectation that did not hold.
  init(expected: String, seen: String) {
    self.expected = expected
    self.seen = seen
    self.message = "expected \(expected), seen \(seen)"
  }
}
