import Foundation
import Domain
import Scenarios
import Scheduling

/// Plays a scenario on a pattern's app through an `AppSession` and records its `Trace`.
///
/// ```swift
/// let trace = try Tracer.trace(scenario, on: pattern)
/// print(TraceText.render([trace]))
/// ```
///
/// Pattern code takes no part: the session's observer hears widget changes and scheduler
/// events, Domain's services are wrapped in recording decorators, a runtime that reports to
/// `RuntimeObservation.observer` (a store) reports to the recorder, and each capture is
/// attributed to the pattern's types from the call stack (`LaneAttribution`).
public enum Tracer {
  /// Whether this build can trace (the toolchain's `Runtime` module was available).
  public static var isAvailable: Bool {
    #if canImport(Runtime)
      true
    #else
      false
    #endif
  }

  /// Why tracing is unavailable, for the command's error.
  public static let unavailableMessage =
    "patterns trace needs the toolchain's Runtime module (Backtrace), which this platform "
    + "lacks; the tracer was compiled out. Run it on Linux or macOS with Swift 6.2 or later."

  /// Why a pattern cannot be traced.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Plays `scenario` on a fresh instance of `pattern`'s app and returns what happened.
  ///
  /// - Throws: `Failure` when tracing is unavailable or the pattern has no `makeWindow`;
  ///   `ScenarioLoadError` when the scenario's `given` lines cannot be set up.
  public static func trace(_ scenario: Scenario, on pattern: PatternDescription) throws -> Trace {
    #if canImport(Runtime)
      guard let makeWindow = pattern.makeWindow else {
        throw Failure(description: "pattern '\(pattern.name)' cannot be driven step by step")
      }
      let stacks = StackCapture(locatedModule: pattern.module)
      let clock = VirtualScheduler()
      let recorder = TraceRecorder(
        pattern: pattern, frames: { stacks.frames() }, now: { clock.now })
      let previous = RuntimeObservation.observer
      RuntimeObservation.observer = recorder
      defer { RuntimeObservation.observer = previous }
      let session = try AppSession(
        makeWindow: makeWindow, setup: scenario.setup, scheduler: clock,
        environment: recording(into: recorder), observer: { recorder.handle($0) })
      for step in scenario.steps where !step.isSetup {
        if session.perform(step) != nil { break }
      }
      session.close()
      if ProcessInfo.processInfo.environment["PATTERNS_TRACE_STATS"] != nil {
        FileHandle.standardError.write(
          Data("captures: \(stacks.captures), source locations: \(stacks.locations)\n".utf8))
      }
      return recorder.trace(scenario: scenario.name)
    #else
      throw Failure(description: unavailableMessage)
    #endif
  }

  /// The session's environment with Domain's services wrapped to tell `recorder` each call.
  static func recording(
    into recorder: TraceRecorder
  ) -> (AppEnvironment) -> AppEnvironment {
    { environment in
      AppEnvironment(
        scheduler: environment.scheduler,
        authService: RecordingAuthService(environment.authService, recorder: recorder),
        catalogStore: RecordingCatalogStore(environment.catalogStore, recorder: recorder),
        session: environment.session)
    }
  }
}
