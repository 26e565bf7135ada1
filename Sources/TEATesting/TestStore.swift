// Test support (TEA): an exhaustive store for reducer tests, after TCA's `TestStore`.
// Owns: the state under test, the effects' answers not yet received, a virtual clock. Must not
// know: any screen. A test that leaves a state change unasserted, an answer unreceived or an
// effect in flight fails (Swift Testing's `Issue.record`).
import Domain
import Scheduling
import TEA
import Testing

/// Runs a reducer like `Store` does, but makes the test say every step: each `send` and
/// `receive` states the exact change of state, every effect's answer must be received, and
/// every effect must have answered or been cancelled when the store goes (or at `finish()`).
public final class TestStore<State: Equatable, Action: Equatable> {
  /// The state after the last step the test asserted.
  public private(set) var state: State
  /// The app's clock for the effects: advance it to let timers and the auth service answer.
  public let scheduler: VirtualScheduler
  /// The services the effects use (`AppEnvironment(configuration:scheduler:)` by default).
  public let environment: AppEnvironment
  private let reducer: Reducer<State, Action>
  private let runner: EffectRunner<Action>
  private var received: [Action] = []
  private var isFinished = false
  private let createdAt: SourceLocation

  /// A test store starting at `initialState`, running effects in an environment made from
  /// `configuration` (the spec's default one unless changed) on a fresh virtual clock.
  public convenience init(
    initialState: State, reducer: @escaping Reducer<State, Action>,
    configuration: AppConfiguration = AppConfiguration(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let scheduler = VirtualScheduler()
    self.init(
      initialState: initialState, reducer: reducer,
      environment: AppEnvironment(configuration: configuration, scheduler: scheduler),
      scheduler: scheduler, sourceLocation: sourceLocation)
  }

  /// A test store over explicit services; `scheduler` must be `environment`'s.
  public init(
    initialState: State, reducer: @escaping Reducer<State, Action>,
    environment: AppEnvironment, scheduler: VirtualScheduler,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    state = initialState
    self.reducer = reducer
    self.environment = environment
    self.scheduler = scheduler
    createdAt = sourceLocation
    runner = EffectRunner(environment: environment)
    runner.onAnswer = { [weak self] action in self?.received.append(action) }
  }

  /// Checks at once, on the test's own task (an `isolated deinit` would check later, on a
  /// job of its own, outside the test): a test store lives and dies on the main actor.
  deinit {
    MainActor.assumeIsolated {
      if !isFinished { finish(sourceLocation: createdAt) }
    }
  }

  /// Sends a user's `action`; `update` must make the state before it into exactly the state
  /// after it (omit it when the action changes nothing). Fails if answers wait to be received.
  public func send(
    _ action: Action, assert update: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !received.isEmpty {
      fail(
        "Must receive \(received.count) answer(s) before sending \(action): \(list(received))",
        sourceLocation: sourceLocation)
    }
    step(action, update, sourceLocation)
  }

  /// Receives the oldest answer of an effect, which must be `expected`; `update` states the
  /// exact change it makes.
  public func receive(
    _ expected: Action, assert update: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !received.isEmpty else {
      fail(
        "Expected to receive \(expected), but no effect has answered"
          + (runner.inFlightCount > 0
            ? " (\(runner.inFlightCount) in flight: advance the clock?)" : ""),
        sourceLocation: sourceLocation)
      return
    }
    let action = received.removeFirst()
    if action != expected {
      fail(
        "Received an unexpected action:\n  expected: \(expected)\n  received: \(action)",
        sourceLocation: sourceLocation)
    }
    step(action, update, sourceLocation)
  }

  /// Advances the virtual clock by `duration`, letting due effects answer.
  public func advance(by duration: Duration) {
    scheduler.advance(by: duration)
  }

  /// Checks that every answer was received and no effect is in flight; the store does this
  /// when it goes, so call it only to check before the test's end.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    isFinished = true
    if !received.isEmpty {
      fail(
        "\(received.count) answer(s) of effects were not received: \(list(received))",
        sourceLocation: sourceLocation)
      received.removeAll()
    }
    if runner.inFlightCount > 0 {
      fail(
        "\(runner.inFlightCount) effect(s) still in flight (ids: "
          + "\(runner.inFlightIDs.joined(separator: ", "))): receive their answers or cancel them",
        sourceLocation: sourceLocation)
      runner.cancelAll()
    }
  }

  private func step(
    _ action: Action, _ update: ((inout State) -> Void)?, _ sourceLocation: SourceLocation
  ) {
    var expected = state
    update?(&expected)
    let effect = reducer(&state, action)
    if expected != state {
      fail(
        "State change does not match after \(action):\n"
          + StateDifference.lines(expected: expected, actual: state),
        sourceLocation: sourceLocation)
    }
    runner.run(effect)
  }

  private func fail(_ message: String, sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  private func list(_ actions: [Action]) -> String {
    actions.map { "\($0)" }.joined(separator: ", ")
  }
}
