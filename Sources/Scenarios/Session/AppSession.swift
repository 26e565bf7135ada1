import Domain
import HeadlessUI
import Scheduling

/// One running app, driven one step at a time: the engine under `patterns run`, and the
/// public way to play, trace or grade an app step by step.
///
/// ```swift
/// let session = try AppSession(makeWindow: MVCApp.makeWindow, setup: scenario.setup)
/// for step in scenario.steps where !step.isSetup {
///   if let failure = session.perform(step) { print(failure.report); break }
/// }
/// let leaks = session.close()          // type names still alive, [] when none
/// ```
///
/// - Starting: the app gets a UI world of its own (`uiEnvironment`: its observer, its leak
///   audit, its styles), so sessions can run side by side in one process; the environment is
///   built from the configuration on the scheduler (wrapped so its events can be observed),
///   passed through `environment` (the caller's hook to wrap or replace Domain's services),
///   and the app's window is built by `makeWindow` and shown. Everything the app does, now
///   and when its scheduled actions fire, runs in `uiEnvironment`.
/// - Time: on a `VirtualScheduler` (the default), `wait` advances it and, after each action,
///   what fell due at once runs without moving the clock. On any other scheduler (such as
///   `LiveScheduler`), `wait` runs the main run loop until that much time has passed.
/// - Observing: `observer` hears every step (before and after), every change HeadlessUI
///   reports in the session's `uiEnvironment` and every scheduler event. A secure field's
///   text is masked.
/// - Closing: `close()` tears the app down, then reports what of it is still alive (views,
///   view controllers and anything registered with `LiveObjects.track(_:)`).
@MainActor
public final class AppSession {
  /// Builds an app's window from its environment: a pattern's composition entry point,
  /// such as `MVCApp.makeWindow(environment:)`.
  public typealias MakeWindow = @MainActor (AppEnvironment) -> UIWindow

  /// The scheduler the session was started on: `wait` moves it when it is virtual.
  public let scheduler: Scheduler
  /// What the app was given as its scheduler: `scheduler`, wrapped to report its events.
  public let observedScheduler: ObservedScheduler
  /// The app's environment (after the caller's transform); `nil` once closed.
  public private(set) var environment: AppEnvironment?
  /// The app's window; `nil` once closed.
  public private(set) var window: UIWindow?
  /// Whether `close()` has been called.
  public private(set) var isClosed = false
  /// The app's UI world: the observer of its widgets, its leak audit, its styles. Another
  /// session's never mixes with it.
  public let uiEnvironment: UIEnvironment

  private var running: UIDriver?
  private let checkpoint: LiveObjects.Checkpoint
  private let observer: ((SessionEvent) -> Void)?
  private var leaks: [String] = []

  /// Starts the app `makeWindow` builds.
  ///
  /// - Parameters:
  ///   - configuration: what the app starts with (the `given` lines, see
  ///     `init(makeWindow:setup:scheduler:environment:observer:)`).
  ///   - scheduler: the app's clock: a fresh `VirtualScheduler` at time 0 by default.
  ///   - environment: receives the environment the session built and returns the one the
  ///     app gets: wrap or replace its services here. Keep its scheduler (`observedScheduler`)
  ///     or one that forwards to it, or `wait` will not move the app's time.
  ///   - observer: hears every step, widget change and scheduler event; `nil` for none (the
  ///     UI hook is then not installed at all).
  public init(
    makeWindow: MakeWindow, configuration: AppConfiguration = AppConfiguration(),
    scheduler: Scheduler = VirtualScheduler(),
    environment transform: (AppEnvironment) -> AppEnvironment = { $0 },
    observer: ((SessionEvent) -> Void)? = nil
  ) {
    let ui = UIEnvironment()
    uiEnvironment = ui
    checkpoint = ui.liveObjects.checkpoint()
    self.scheduler = scheduler
    self.observer = observer
    observedScheduler = ObservedScheduler(scheduler)
    observedScheduler.aroundEachAction = ui.actionRunner
    if let observer {
      observedScheduler.observer = { observer(.scheduler($0)) }
      ui.observer = { observer(.ui($0)) }
    }
    let observed = observedScheduler
    let (built, window) = ui.run {
      let built = transform(AppEnvironment(configuration: configuration, scheduler: observed))
      let window = makeWindow(built)
      if !window.isKeyWindow || window.isHidden { window.makeKeyAndVisible() }
      return (built, window)
    }
    environment = built
    self.window = window
    running = UIDriver(window: window)
  }

  /// Starts the app with a scenario's `given` lines.
  ///
  /// - Throws: `ScenarioLoadError` when a line asks for something the app cannot start with.
  public convenience init(
    makeWindow: MakeWindow, setup: [Setup], scheduler: Scheduler = VirtualScheduler(),
    environment transform: (AppEnvironment) -> AppEnvironment = { $0 },
    observer: ((SessionEvent) -> Void)? = nil
  ) throws {
    self.init(
      makeWindow: makeWindow, configuration: try AppConfiguration(setup: setup),
      scheduler: scheduler, environment: transform, observer: observer)
  }

  /// The driver acting on the window; only used while the session is open.
  var driver: UIDriver { running! }

  /// Performs one action or checks one expectation; returns why it failed, or nil.
  ///
  /// A `given` step fails: setup happens when the session starts. A closed session fails
  /// every step.
  public func perform(_ step: Step) -> ScenarioFailure? {
    let heard = masked(step)
    observer?(.stepStarted(heard))
    var failure = uiEnvironment.run { outcome(of: step) }
    failure?.step = heard.text
    observer?(.stepFinished(heard, failure))
    return failure
  }

  /// Performs one step, letting real time pass for a `wait` on a scheduler that is not
  /// virtual (the main actor is free meanwhile, so the app's timers run); otherwise the same
  /// as the synchronous `perform(_:)`.
  public func perform(_ step: Step) async -> ScenarioFailure? {
    guard case .action(.wait(let duration)) = step.kind, !(scheduler is VirtualScheduler),
      !isClosed
    else { return performNow(step) }
    observer?(.stepStarted(step))
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      scheduler.schedule(after: duration) { done.resume() }
    }
    observer?(.stepFinished(step, nil))
    return nil
  }

  private func performNow(_ step: Step) -> ScenarioFailure? { perform(step) }

  /// `step` as observers and failure reports show it: text typed into, or expected of, a
  /// secure field (or a field not on screen, which may be one) is masked, one "•" per
  /// character, in the step's text and in its kind.
  private func masked(_ step: Step) -> Step {
    let text: String
    let id: String
    switch step.kind {
    case .action(.type(let typed, let field)): (text, id) = (typed, field)
    case .expectation(.text(let field, let expected)): (id, text) = (field, expected)
    default: return step
    }
    guard !isClosed else { return step }
    // A field that is not on screen may be a secure one: its text is masked too.
    if let element = try? driver.element(id),
      !((element as? UITextField)?.isSecureTextEntry ?? false)
    {
      return step
    }
    let mask = String(repeating: "•", count: text.count)
    var masked = step
    if case .action = step.kind {
      masked.kind = .action(.type(mask, into: id))
    } else {
      masked.kind = .expectation(.text(id, mask))
    }
    masked.text = step.text.replacing(quoted(text), with: quoted(mask))
    return masked
  }

  private func outcome(of step: Step) -> ScenarioFailure? {
    guard !isClosed else {
      return ScenarioFailure(
        location: step.location, step: step.text, message: "the app session is closed",
        screen: "")
    }
    do {
      switch step.kind {
      case .setup:
        throw StepFailure("a 'given' step sets up a new app; start a new session with it")
      case .action(let action):
        try perform(action)
      case .expectation(let expectation):
        try check(expectation)
      }
      return nil
    } catch let failure as StepFailure {
      return ScenarioFailure(
        location: step.location, step: step.text, expected: failure.expected,
        seen: failure.seen, message: failure.message, screen: screen)
    } catch {
      return ScenarioFailure(
        location: step.location, step: step.text, message: "\(error)", screen: screen)
    }
  }

  /// The screen as text (`ScreenRenderer`), without a trailing newline; empty once closed.
  public var screen: String {
    guard let running else { return "" }
    var render = running.render()
    while render.hasSuffix("\n") { render.removeLast() }
    return render
  }

  /// Tears the app down (root released, window hidden, every waiting action dropped), then
  /// audits leaks: returns the type names of the views, view controllers and tracked objects
  /// created since the session started that are still alive, sorted (`[]` when none).
  /// Calling it again returns the same list.
  @discardableResult
  public func close() -> [String] {
    guard !isClosed else { return leaks }
    isClosed = true
    running = nil
    uiEnvironment.run {
      window?.rootViewController = nil
      window?.isHidden = true
    }
    window = nil
    environment = nil
    observedScheduler.cancelAll()
    (scheduler as? VirtualScheduler)?.cancelAll()
    leaks = checkpoint.survivors()
    observer?(.closed(leaks: leaks))
    return leaks
  }
}
