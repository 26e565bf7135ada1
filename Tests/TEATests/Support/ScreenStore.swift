/// A screen's store played by hand, for the views' own tests: its reducer decides nothing. It
/// records every action the view sends and takes whatever state the test tells it, so a view
/// is tested alone, as a passive view is against a fake presenter.
import Domain
import Scheduling
import TEA

/// A store whose reducer only records the view's actions and sets the state it is told.
struct ScreenStore<State, Action> {
  /// What reaches the reducer: a state the test tells, or an action the view sends.
  enum Message {
    case tell(State)
    case send(Action)
  }

  /// The actions sent so far, in order.
  final class Recorder {
    var actions: [Action] = []
  }

  private let store: Store<State, Message>
  private let recorder = Recorder()

  /// A store holding `state` until told otherwise.
  init(_ state: State) {
    let recorder = recorder
    store = Store(
      initialState: state,
      reducer: { state, message in
        switch message {
        case .tell(let told): state = told
        case .send(let action): recorder.actions.append(action)
        }
        return .none
      }, environment: AppEnvironment(scheduler: VirtualScheduler()))
  }

  /// The screen's view of it, to build the view with.
  var scoped: ScopedStore<State, Action> { store.scope(state: { $0 }, action: Message.send) }
  /// Every action the view sent, in order.
  var actions: [Action] { recorder.actions }
  /// The state now.
  var state: State { store.state }

  /// Sets the state to `state`, as a reducer would, so the view renders it.
  func tell(_ state: State) {
    store.send(.tell(state))
  }

  /// Changes the state as `change` says, so the view renders it.
  func change(_ change: (inout State) -> Void) {
    var next = store.state
    change(&next)
    tell(next)
  }
}
