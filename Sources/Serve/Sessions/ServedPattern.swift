import PatternModel
import Scenarios
import Scheduling
import Tracing

/// One pattern's app in one browser session of `patterns serve`: a `TracedSession` on
/// virtual time, with the pattern's source lines located, so the page can draw the last step's
/// lanes and highlight the lines that ran. Each app observes only itself (its session carries
/// its own observer), so many apps (patterns, tabs) live side by side.
final class ServedPattern {
  private let traced: TracedSession
  /// Why the last step failed, or nil.
  private(set) var lastFailure: String?

  /// A fresh app of `pattern` started with `setup`.
  ///
  /// - Throws: `Tracer.Failure` when the pattern has no composition entry point;
  ///   `ScenarioLoadError` when a `given` line cannot be set up.
  init(_ pattern: PatternDescription, setup: [Setup]) throws {
    traced = try TracedSession(pattern, setup: setup, locatesLines: true)
  }

  /// The pattern played.
  var pattern: PatternDescription { traced.pattern }
  /// The app.
  var session: AppSession { traced.session }
  /// The app's clock.
  var clock: VirtualScheduler { traced.clock }

  /// Performs `step`.
  @discardableResult
  func perform(_ step: Step) -> ScenarioFailure? {
    let failure = session.perform(step)
    lastFailure = failure?.reason
    return failure
  }

  /// The last step's trace (skipping a `wait` in which nothing happened, such as the live
  /// clock's ticks): its text, the lanes its messages touch, its messages and the source
  /// lines on their stacks; nil before the first step.
  var lastStep: (step: TraceStep, lanes: [TraceLane])? {
    traced.lastStep { step in !(step.text.hasPrefix("wait ") && step.messages.count <= 1) }
  }

  /// The virtual time before the next scheduled action, or nil when none waits.
  var timeToNextEvent: Duration? {
    clock.nextDueTime.map { $0 - clock.now }
  }

  /// Tears the app down; returns what it left alive.
  @discardableResult
  func close() -> [String] { session.close() }
}
