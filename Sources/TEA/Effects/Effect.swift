// Effect (TEA): work a reducer asks for, as a value; the store runs it and feeds back its answer.
// Owns: what to do, when (a delay), and under which id it can be cancelled. Must not know:
// state or reducers; it never runs itself (only the store runs effects).
import Domain
import Scheduling

/// Work a reducer wants done: none, an action to send back, a request that answers later,
/// or cancelling work in flight. Every request answers with exactly one action.
public struct Effect<Action> {
  /// One request: its id (for cancelling), its delay (debounce, timers), and the work, which
  /// the store calls with the app's environment and a way to answer.
  package struct Request {
    /// Cancels the request when cancelled with this id.
    package var id: AnyHashable?
    /// How long to wait on the scheduler before starting the work.
    package var delay: Duration?
    /// Starts the work; it answers once through `answer`; the handle drops the answer.
    package var work:
      @MainActor (AppEnvironment, _ answer: @escaping @MainActor (Action) -> Void) -> Cancellable?
  }

  /// What the store does with this effect.
  package enum Operation {
    /// Start these requests.
    case requests([Request])
    /// Cancel every request in flight with this id.
    case cancel(AnyHashable)
    /// Do these, in order.
    case merge([Effect])
  }

  /// What the store does with this effect.
  package let operation: Operation

  /// An effect doing `operation`.
  package init(_ operation: Operation) {
    self.operation = operation
  }

  /// Nothing to do.
  public static var none: Effect { Effect(.requests([])) }

  /// Sends `action` back to the store at once, after the current one (a timer, once delayed
  /// by `debounce(id:for:)`).
  public static func send(_ action: Action) -> Effect {
    Effect(
      .requests([
        Request(id: nil, delay: nil) { _, answer in
          answer(action); return nil
        }
      ]))
  }

  /// Cancels every effect in flight that was made `cancellable(id:)` with `id`.
  public static func cancel(id: some Hashable) -> Effect {
    Effect(.cancel(AnyHashable(id)))
  }

  /// Runs these effects, in order.
  public static func merge(_ effects: Effect...) -> Effect {
    Effect(.merge(effects))
  }

  /// The same work, cancellable with `cancel(id:)`; with `cancelInFlight`, starting it first
  /// cancels the work already in flight with `id`.
  public func cancellable(id: some Hashable, cancelInFlight: Bool = false) -> Effect {
    let key = AnyHashable(id)
    let tagged = Effect(
      mapRequests { request in
        var request = request
        request.id = key
        return request
      })
    return cancelInFlight ? .merge(Effect(.cancel(key)), tagged) : tagged
  }

  /// The same work, started only once `duration` has passed on the app's scheduler with no
  /// newer effect with `id`: each new one cancels the one waiting (the 250 ms search).
  public func debounce(id: some Hashable, for duration: Duration) -> Effect {
    Effect(
      mapRequests { request in
        var request = request
        request.delay = duration
        return request
      }
    ).cancellable(id: id, cancelInFlight: true)
  }

  /// The same work, its answer wrapped into another action (a screen's effect, as the app's).
  public func map<Other>(_ transform: @escaping @MainActor (Action) -> Other) -> Effect<Other> {
    switch operation {
    case .requests(let requests):
      Effect<Other>(
        .requests(
          requests.map { request in
            Effect<Other>.Request(id: request.id, delay: request.delay) { environment, answer in
              request.work(environment) { answer(transform($0)) }
            }
          }))
    case .cancel(let id): Effect<Other>(.cancel(id))
    case .merge(let effects): Effect<Other>(.merge(effects.map { $0.map(transform) }))
    }
  }

  private func mapRequests(_ transform: (Request) -> Request) -> Operation {
    switch operation {
    case .requests(let requests): .requests(requests.map(transform))
    case .cancel: operation
    case .merge(let effects): .merge(effects.map { Effect($0.mapRequests(transform)) })
    }
  }
}
