import PatternModel
import Scenarios

/// A scenario played step by step on one pattern, with the screen after each step: what
/// `patterns show` prints and `patterns run --format html` links failures to.
///
/// The strip starts with the screen the `given` lines open on, then has one frame per
/// other step, up to and including the first that fails (the scenario ends there, as in
/// `patterns run`). Texts typed into a secure field are masked in the frames.
public struct FilmStrip: Sendable {
  /// The screen after one step.
  public struct Frame: Sendable {
    /// The step as shown (masked when typed into a secure field).
    public var step: String
    /// Where it stands in its file.
    public var location: SourceLocation
    /// The screen after it (for a failed step, at its failure).
    public var screen: String
    /// Why it failed, or nil.
    public var failure: ScenarioFailure?
  }

  /// The pattern played.
  public var pattern: String
  /// The scenario played.
  public var scenario: Scenario
  /// The screen the app starts on, after its `given` lines (empty when it could not start).
  public var start: String
  /// One frame per step performed.
  public var frames: [Frame]
  /// Why the app could not start, or what it leaked at the end; nil when neither.
  public var problem: String?

  /// Whether every step held and nothing leaked.
  public var passed: Bool { problem == nil && frames.allSatisfy { $0.failure == nil } }

  /// The index in `frames` of the failed step, if any.
  public var failedFrame: Int? { frames.firstIndex { $0.failure != nil } }

  /// The steps after the failed one, never performed.
  public var stepsNotRun: [Step] {
    Array(scenario.steps.filter { !$0.isSetup }.dropFirst(frames.count))
  }

  /// Plays `scenario` on a fresh app of `pattern`, at virtual time 0; nil when the pattern
  /// has no composition entry point (`makeWindow`).
  @MainActor
  public static func play(_ scenario: Scenario, on pattern: PatternDescription) -> FilmStrip? {
    guard let makeWindow = pattern.makeWindow else { return nil }
    var strip = FilmStrip(
      pattern: pattern.name, scenario: scenario, start: "", frames: [], problem: nil)
    let session: AppSession
    do {
      session = try AppSession(makeWindow: makeWindow, setup: scenario.setup)
    } catch {
      strip.problem = "cannot set up: \(error)"
      return strip
    }
    strip.start = session.screen
    for step in scenario.steps where !step.isSetup {
      let shown = session.shownText(of: step)
      let failure = session.perform(step)
      strip.frames.append(
        Frame(
          step: shown, location: step.location, screen: failure?.screen ?? session.screen,
          failure: failure))
      if failure != nil { break }
    }
    let leaks = session.close()
    if !leaks.isEmpty, strip.failedFrame == nil {
      strip.problem = "leaked: " + ScenarioRunner.describeLeaks(leaks)
    }
    return strip
  }
}
