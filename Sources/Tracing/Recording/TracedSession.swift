import Domain
import PatternModel
import Scenarios
import Scheduling

/// A pattern's app driven step by step on virtual time and traced as `Tracer.trace` traces a
/// whole scenario (the same recorder, lanes and recording services), for tools that show each
/// step as it is taken (`patterns serve`). Everything it observes travels with its own
/// session, so any number of them live side by side in one process.
public final class TracedSession {
  /// The pattern played.
  public let pattern: PatternDescription
  /// The app.
  public let session: AppSession
  /// The app's clock.
  public let clock: VirtualScheduler
  private let recorder: TraceRecorder
  /// What the trace has cost so far.
  private let measuredCost: () -> Tracer.Cost

  /// A fresh app of `pattern` started with `setup`; with `locatesLines`, each frame of the
  /// pattern's module is given its source line.
  ///
  /// - Throws: `Tracer.Failure` when the pattern has no composition entry point;
  ///   `ScenarioLoadError` when a `given` line cannot be set up.
  public init(_ pattern: PatternDescription, setup: [Setup], locatesLines: Bool = false) throws {
    guard let makeWindow = pattern.makeWindow else {
      throw Tracer.Failure(description: "pattern '\(pattern.name)' cannot be driven step by step")
    }
    self.pattern = pattern
    let clock = VirtualScheduler()
    #if canImport(Runtime)
      let stacks = StackCapture(locatedModule: pattern.module, locatesLines: locatesLines)
      let frames = { stacks.frames() }
      measuredCost = { Tracer.Cost(captures: stacks.captures, sourceLocations: stacks.locations) }
    #else
      let frames: () -> [StackFrame] = { [] }
      measuredCost = { Tracer.Cost(captures: 0, sourceLocations: 0) }
    #endif
    let recorder = TraceRecorder(pattern: pattern, frames: frames, now: { clock.now })
    self.clock = clock
    self.recorder = recorder
    session = try AppSession(
      makeWindow: makeWindow, setup: setup, scheduler: clock,
      environment: Tracer.recording(into: recorder), observer: { recorder.handle($0) })
  }

  /// What the trace has cost so far: the stacks captured and the source locations looked up.
  public var cost: Tracer.Cost { measuredCost() }

  /// Everything recorded since the app started, as the trace of the scenario `name`.
  public func trace(scenario name: String) -> Trace {
    recorder.trace(scenario: name)
  }

  /// The last step's trace that `isShown`: its text, the lanes its messages touch, its
  /// messages and the source lines on their stacks; nil before the first such step.
  public func lastStep(where isShown: (TraceStep) -> Bool) -> (
    step: TraceStep, lanes: [TraceLane]
  )? {
    recorder.lastStep(where: isShown)
  }
}
