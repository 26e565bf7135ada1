// Store (TEA): the one source of truth, running reducer and effects on the app's scheduler.
// Owns: the state, the queue of actions, the effects in flight (answers come back as actions),
// the views observing it (weakly); tells the environment's `runtimeObserver`, when a tool
// set one, each action and the state it left. Must not know: any screen (it is generic).
import Domain

/// Holds `State`, changed only by `Reducer` in answer to `Action`s.
public final class Store<State, Action> {
  /// The current state. Only `send(_:)` changes it.
  public private(set) var state: State
  private let reducer: Reducer<State, Action>
  private let runner: EffectRunner<Action>
  private var queue: [Action] = []
  private var isSending = false
  private var observers: [Observer] = []

  private struct Observer {
    weak var owner: AnyObject?
    let render: (State) -> Void
  }

  /// A store starting at `initialState`, running effects with `environment`'s services on its
  /// scheduler.
  public init(
    initialState: State, reducer: @escaping Reducer<State, Action>, environment: AppEnvironment
  ) {
    state = initialState
    self.reducer = reducer
    runner = EffectRunner(environment: environment)
    runner.onAnswer = { [weak self] action in self?.send(action) }
  }

  /// Reduces `action` and runs its effect; actions sent meanwhile (effects answering at once,
  /// views reacting to a render) are reduced after it, in order. Observers hear of the new state
  /// once the queue is empty.
  public func send(_ action: Action) {
    runner.environment.runtimeObserver?.actionSent(action)
    queue.append(action)
    guard !isSending else { return }
    isSending = true
    defer { isSending = false }
    while !queue.isEmpty {
      while !queue.isEmpty {
        let next = queue.removeFirst()
        // The state before, kept only for an observer (keeping it makes the reducer copy).
        let observer = runner.environment.runtimeObserver
        let before = observer.map { _ in state }
        let effect = reducer(&state, next)
        if let observer, let before { observer.actionReduced(next, from: before, to: state) }
        runner.run(effect)
      }
      notifyObservers()
    }
  }

  /// Calls `render` now and after every change, while `owner` lives (held weakly).
  public func observe(_ owner: AnyObject, _ render: @escaping (State) -> Void) {
    observers.append(Observer(owner: owner, render: render))
    render(state)
  }

  private func notifyObservers() {
    observers.removeAll { $0.owner == nil }
    for observer in observers where observer.owner != nil {
      observer.render(state)
    }
  }
}
