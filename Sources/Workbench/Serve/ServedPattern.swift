import Domain
import HeadlessUI
import Scenarios
import Scheduling

/// One pattern's app in one browser session of `patterns serve`: an `AppSession` on virtual
/// time, traced as `patterns trace` traces (the same recorder, lanes and recording services),
/// with the pattern's source lines located, so the page can draw the last step's lanes and
/// highlight the lines that ran.
///
/// The UI and runtime observation hooks are process-wide; every served app sets them to its
/// own recorder around its own steps, so many apps (patterns, tabs) live side by side.
final class ServedPattern {
  /// The pattern played.
  let pattern: PatternDescription
  /// The app.
  private(set) var session: AppSession
  /// The app's clock.
  let clock: VirtualScheduler
  private let recorder: TraceRecorder
  /// Why the last step failed, or nil.
  private(set) var lastFailure: String?

  /// A fresh app of `pattern` started with `setup`.
  ///
  /// - Throws: `Tracer.Failure` when the pattern has no composition entry point;
  ///   `ScenarioLoadError` when a `given` line cannot be set up.
  init(_ pattern: PatternDescription, setup: [Setup]) throws {
    guard let makeWindow = pattern.makeWindow else {
      throw Tracer.Failure(description: "pattern '\(pattern.name)' cannot be driven step by step")
    }
    self.pattern = pattern
    let clock = VirtualScheduler()
    #if canImport(Runtime)
      let stacks = StackCapture(locatedModule: pattern.module, locatesLines: true)
      let frames = { stacks.frames() }
    #else
      let frames: () -> [StackFrame] = { [] }
    #endif
    let recorder = TraceRecorder(pattern: pattern, frames: frames, now: { clock.now })
    self.clock = clock
    self.recorder = recorder
    session = try AppSession(
      makeWindow: makeWindow, setup: setup, scheduler: clock,
      environment: Tracer.recording(into: recorder), observer: { recorder.handle($0) })
  }

  /// Performs `step`, with the observation hooks on this app's recorder meanwhile.
  @discardableResult
  func perform(_ step: Step) -> ScenarioFailure? {
    let previousUI = UIObservation.observer
    let previousRuntime = RuntimeObservation.observer
    UIObservation.observer = { [recorder] in recorder.handle(.ui($0)) }
    RuntimeObservation.observer = recorder
    defer {
      UIObservation.observer = previousUI
      RuntimeObservation.observer = previousRuntime
    }
    let failure = session.perform(step)
    lastFailure = failure?.reason
    return failure
  }

  /// The last step's trace (skipping a `wait` in which nothing happened, such as the live
  /// clock's ticks): its text, the lanes its messages touch, its messages and the source
  /// lines on their stacks; nil before the first step.
  var lastStep: (step: TraceStep, lanes: [TraceLane])? {
    recorder.lastStep { step in !(step.text.hasPrefix("wait ") && step.messages.count <= 1) }
  }

  /// The virtual time before the next scheduled action, or nil when none waits.
  var timeToNextEvent: Duration? {
    clock.nextDueTime.map { $0 - clock.now }
  }

  /// Tears the app down; returns what it left alive.
  @discardableResult
  func close() -> [String] { session.close() }
}
