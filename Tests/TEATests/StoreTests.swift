/// The store and its effect runner: actions are reduced in order, effects' answers come back
/// as actions, cancellation by id drops answers, observers hear of changes while they live,
/// and a released store leaves nothing on the clock.
import Assertions
import Domain
import Scheduling
import TEA
import Testing

struct StoreTests {
  /// A counter whose actions ask for effects of every kind.
  enum Action: Equatable {
    case add(Int)
    case addLater(Int, id: String)
    case addNow(Int)
    case cancel(String)
    case twice(Int)
  }

  static func reducer(_ total: inout Int, _ action: Action) -> Effect<Action> {
    switch action {
    case .add(let amount):
      total += amount
      return .none
    case .addLater(let amount, let id):
      return Effect.send(.add(amount)).debounce(id: id, for: .milliseconds(100))
    case .addNow(let amount):
      return .send(.add(amount))
    case .cancel(let id):
      return .cancel(id: id)
    case .twice(let amount):
      return .merge(.send(.add(amount)), .send(.add(amount * 10)))
    }
  }

  let scheduler = VirtualScheduler()

  func makeStore() -> Store<Int, Action> {
    Store(
      initialState: 0, reducer: Self.reducer,
      environment: AppEnvironment(scheduler: scheduler))
  }

  @Test func anEffectAnsweringAtOnceIsReducedBeforeSendReturns() {
    let store = makeStore()
    var seen: [Int] = []
    let observer = NSObjectLike()
    store.observe(observer) { seen.append($0) }
    store.send(.addNow(2))
    store.send(.twice(1))
    assertEqual(store.state, 13)
    assertEqual(seen, [0, 2, 13])
  }

  @Test func aDebouncedEffectAnswersAfterItsDelayOnlyForTheLastOne() {
    let store = makeStore()
    store.send(.addLater(1, id: "a"))
    scheduler.advance(by: .milliseconds(99))
    store.send(.addLater(5, id: "a"))
    store.send(.addLater(100, id: "b"))
    scheduler.advance(by: .milliseconds(99))
    assertEqual(store.state, 0)
    scheduler.advance(by: .milliseconds(1))
    assertEqual(store.state, 105)
  }

  @Test func cancellingByIdDropsTheAnswer() {
    let store = makeStore()
    store.send(.addLater(1, id: "a"))
    store.send(.addLater(2, id: "b"))
    store.send(.cancel("a"))
    scheduler.advance(by: .seconds(1))
    assertEqual(store.state, 2)
    assertEqual(scheduler.pendingCount, 0)
  }

  @Test func theViewIsHeldWeakly() {
    let store = makeStore()
    var calls = 0
    do {
      let observer = NSObjectLike()
      store.observe(observer) { _ in calls += 1 }
      store.send(.add(1))
    }
    store.send(.add(1))
    assertEqual(calls, 2)
  }

  @Test func aReleasedStoreCancelsWhatIsInFlight() {
    weak var released: Store<Int, Action>?
    do {
      let store = makeStore()
      released = store
      store.send(.addLater(1, id: "a"))
      assertEqual(scheduler.pendingCount, 1)
    }
    #expect(released == nil)
    assertEqual(scheduler.pendingCount, 0)
  }

  @Test func aScopedStoreSeesItsPartWhileItExists() {
    let store = makeStore()
    let scoped = store.scope(state: { $0 < 10 ? "\($0)" : nil }, action: Action.add)
    var seen: [String] = []
    let observer = NSObjectLike()
    scoped.observe(observer) { seen.append($0) }
    scoped.send(4)
    scoped.send(6)
    #expect(scoped.state == nil)
    assertEqual(seen, ["0", "4"])
  }
}

/// Something to observe with.
final class NSObjectLike {}
