import Foundation
import Scenarios
import Scheduling

/// The command loop of `patterns play`, apart from any terminal: one line in, one reply out.
///
/// A line is a step of the scenario language (parsed by `ScenarioParser.parseStep`) or a
/// command (`:help`, `:screen`, `:ids`, `:expect ID`, `:expect screen`, `:quit`). A line that
/// does not parse, a step that fails and an unknown command change nothing (and record
/// nothing). `given` lines are taken only before the first other step: each one restarts the
/// app with every `given` so far.
///
/// On virtual time (the default) `wait` moves the clock; on live time (`live: true`, a
/// `LiveScheduler`) the clock runs by itself, `onChange` is called when the app's timers
/// fire, and the recording gets the real time between actions as `wait` steps.
@MainActor
public final class PlayLoop {
  /// The secure fields met so far: what is typed into them is never shown.
  private var mask = SecureTextMask()
  /// What a line did.
  public struct Reply: Equatable, Sendable {
    /// Text to show (help, ids, expectations found, a failure's reason); may be empty.
    public var message = ""
    /// Whether the line was refused (parse error, failed step, unknown command).
    public var isError = false
    /// Whether the line was a step or `given` (the screen may have changed).
    public var isStep = false
    /// Whether the user asked to quit.
    public var quits = false
  }

  /// The pattern played.
  public let patternName: String
  /// Whether time is real.
  public let isLive: Bool
  /// The app being played (replaced when a `given` line restarts it).
  public private(set) var session: AppSession
  /// What was recorded so far: the `given` lines, the actions, the expectations asked for.
  public private(set) var recording: PlayRecording
  /// Called (on the main actor) when the app changed by itself on live time.
  public var onChange: (() -> Void)?

  private let makeWindow: AppSession.MakeWindow
  private let events = EventRelay()
  private var setup: [Setup] = []
  private var lineNumber = 0
  private var hasBegun = false
  /// The time the replayed recording has reached (live time only).
  private var recordedTime: Duration = .zero
  /// Timers scheduled and not yet fired or cancelled, by id, with their due time.
  private var pendingTimers: [Int: Duration] = [:]

  /// A loop on a fresh app of `pattern`.
  public init(pattern: String, makeWindow: @escaping AppSession.MakeWindow, live: Bool = false) {
    patternName = pattern
    isLive = live
    self.makeWindow = makeWindow
    recording = PlayRecording(name: "Played on \(pattern)")
    session = AppSession(
      makeWindow: makeWindow, scheduler: live ? LiveScheduler() : VirtualScheduler(),
      observer: live ? { [events] in events.handler?($0) } : nil)
    events.handler = { [weak self] in self?.heard($0) }
  }

  /// Performs one typed line (without its newline). On live time a `wait` fails here: use
  /// `handleOnLiveTime(_:)`, which lets real time pass.
  public func handle(_ line: String) -> Reply {
    lineNumber += 1
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return Reply() }
    if trimmed.hasPrefix(":") { return command(trimmed) }
    let step: Step
    do {
      step = try ScenarioParser.parseStep(line, path: "<input>", line: lineNumber)
    } catch {
      return Reply(message: error.description, isError: true)
    }
    if case .setup = step.kind { return restart(with: step) }
    let time = isLive ? recordableTimeNow() : nil
    if let failure = session.perform(step) { return refused(step, failure) }
    record([step.text], at: time)
    return Reply(isStep: true)
  }

  /// Performs one typed line; on live time a `wait` lets real time pass (the app's timers
  /// fire meanwhile) and is not recorded itself: the next recorded step gets the real time
  /// since the previous one.
  public func handleOnLiveTime(_ line: String) async -> Reply {
    guard isLive, let step = try? ScenarioParser.parseStep(line),
      case .action(.wait) = step.kind
    else { return handle(line) }
    lineNumber += 1
    if let failure = await session.perform(step) { return refused(step, failure) }
    return Reply(isStep: true)
  }

  private func refused(_ step: Step, _ failure: ScenarioFailure) -> Reply {
    Reply(message: "\(shown(step.text)): \(failure.reason)", isError: true, isStep: true)
  }

  /// `line` as it may be shown: text typed into a secure field masked, one "•" per character,
  /// also once that field's screen is gone (a line recalled from the history after signing
  /// in), and while the line is still being edited (the characters of `line` kept, so a
  /// cursor keeps its place).
  public func shown(_ line: String) -> String {
    mask.shown(line, in: session)
  }

  /// Closes the app; returns what it left alive.
  @discardableResult
  public func close() -> [String] { session.close() }

  // MARK: - Setup

  private func restart(with step: Step) -> Reply {
    guard case .setup(let given) = step.kind else { return Reply() }
    guard !hasBegun else {
      return Reply(
        message: "a 'given' line only comes before the first other step (the recording "
          + "starts with them); quit and play again to start differently",
        isError: true)
    }
    session.close()
    recordedTime = .zero
    pendingTimers = [:]
    do {
      session = try Self.startSession(makeWindow, setup: setup + [given], live: isLive, events)
    } catch {
      session = (try? Self.startSession(makeWindow, setup: setup, live: isLive, events)) ?? session
      return Reply(message: "\(step.text): \(error)", isError: true)
    }
    setup.append(given)
    recording.setup.append(step.text)
    return Reply(isStep: true)
  }

  /// A new app on `setup`, on live or virtual time.
  private static func startSession(
    _ makeWindow: AppSession.MakeWindow, setup: [Setup], live: Bool, _ events: EventRelay
  ) throws -> AppSession {
    guard live else { return try AppSession(makeWindow: makeWindow, setup: setup) }
    return try AppSession(
      makeWindow: makeWindow, setup: setup, scheduler: LiveScheduler(),
      observer: { events.handler?($0) })
  }

  private func heard(_ event: SessionEvent) {
    guard case .scheduler(let timer) = event else { return }
    switch timer {
    case .scheduled(let id, _, let due): pendingTimers[id] = due
    case .cancelled(let id, _): pendingTimers[id] = nil
    case .fired(let id, _):
      pendingTimers[id] = nil
      let notify = onChange
      DispatchQueue.main.async { notify?() }
    }
  }

  // MARK: - Recording

  /// Appends `lines`, after a `wait` bringing replayed time to `time` (live only).
  func record(_ lines: [String], at time: Duration?) {
    hasBegun = true
    if let time, time > recordedTime {
      let milliseconds = (time - recordedTime) / .milliseconds(1)
      recording.steps.append("wait \(Int(milliseconds.rounded()))ms")
      recordedTime = time
    }
    recording.steps += lines
  }

  /// Now, to the millisecond, kept before any timer still waiting (so a replay on virtual
  /// time has fired exactly what the live app had fired).
  func recordableTimeNow() -> Duration {
    let now = session.scheduler.now
    var time = Duration.milliseconds(Int((now / .milliseconds(1)).rounded()))
    if let firstDue = pendingTimers.values.min(), time >= firstDue {
      let justBefore = Duration.milliseconds(Int((firstDue / .milliseconds(1)).rounded(.up)) - 1)
      time = max(recordedTime, justBefore)
    }
    return max(time, recordedTime)
  }

}

/// Passes a session's events to whoever listens (set once the loop exists).
@MainActor
private final class EventRelay {
  var handler: ((SessionEvent) -> Void)?
}
