// Store (TEA): one screen's view of the app's store: its part of the state, its actions.
// Owns: nothing but the two mappings. Must not know: which screen it serves.

/// A screen's window on a `Store`: the screen's state (while the screen is on the stack) and
/// a way to send the screen's actions. Holds the store strongly.
public struct ScopedStore<State, Action> {
  private let currentState: () -> State?
  private let sendAction: (Action) -> Void
  private let addObserver: (AnyObject, @escaping (State) -> Void) -> Void

  /// The screen's state, or `nil` once its screen left the stack.
  public var state: State? { currentState() }

  /// Sends one of the screen's actions to the store.
  public func send(_ action: Action) {
    sendAction(action)
  }

  /// Calls `render` now and after every change while the screen's state exists and `owner`
  /// lives (held weakly).
  public func observe(_ owner: AnyObject, _ render: @escaping (State) -> Void) {
    addObserver(owner, render)
  }

  fileprivate init(
    currentState: @escaping () -> State?, sendAction: @escaping (Action) -> Void,
    addObserver: @escaping (AnyObject, @escaping (State) -> Void) -> Void
  ) {
    self.currentState = currentState
    self.sendAction = sendAction
    self.addObserver = addObserver
  }
}

extension Store {
  /// A scoped store for a screen: `state` finds the screen's state in the app's, `action`
  /// wraps the screen's actions into the app's (TCA's `store.scope(state:action:)`).
  public func scope<ChildState, ChildAction>(
    state toChild: @escaping (State) -> ChildState?,
    action fromChild: @escaping (ChildAction) -> Action
  ) -> ScopedStore<ChildState, ChildAction> {
    ScopedStore(
      currentState: { toChild(self.state) },
      sendAction: { self.send(fromChild($0)) },
      addObserver: { owner, render in
        self.observe(owner) { state in
          if let child = toChild(state) { render(child) }
        }
      })
  }
}
