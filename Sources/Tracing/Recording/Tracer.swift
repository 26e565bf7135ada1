import Foundation
import Domain
import PatternModel
import Scenarios

/// Plays a scenario on a pattern's app through an `AppSession` and records its `Trace`.
///
/// ```swift
/// let trace = try Tracer.trace(scenario, on: pattern)
/// print(TraceText.render([trace]))
/// ```
///
/// Pattern code takes no part: the session's observer hears widget changes and scheduler
/// events, Domain's services are wrapped in recording decorators, a runtime that reports to
/// its environment's `runtimeObserver` (a store) reports to the recorder, and each capture is
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

  /// What a trace cost: the call stacks captured and the source locations looked up (the
  /// slow part, once per type).
  public struct Cost: Equatable, Sendable, CustomStringConvertible {
    /// Call stacks captured, one per observed event.
    public var captures: Int
    /// Return addresses whose source location was looked up.
    public var sourceLocations: Int

    /// `captures: 120, source locations: 14`.
    public var description: String {
      "captures: \(captures), source locations: \(sourceLocations)"
    }
  }

  /// Plays `scenario` on a fresh instance of `pattern`'s app and returns what happened;
  /// `cost`, when given, hears what the trace cost.
  ///
  /// - Throws: `Failure` when tracing is unavailable or the pattern has no `makeWindow`;
  ///   `ScenarioLoadError` when the scenario's `given` lines cannot be set up.
  public static func trace(
    _ scenario: Scenario, on pattern: PatternDescription, cost: ((Cost) -> Void)? = nil
  ) throws -> Trace {
    #if canImport(Runtime)
      let traced = try TracedSession(pattern, setup: scenario.setup)
      for step in scenario.steps where !step.isSetup {
        if traced.session.perform(step) != nil { break }
      }
      traced.session.close()
      cost?(traced.cost)
      return traced.trace(scenario: scenario.name)
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
        session: environment.session, runtimeObserver: recorder)
    }
  }
}
