// Store (TEA): runs effects on the app's scheduler and services; the only thing that does.
// Owns: the requests in flight, by id, and their cancellation; hands each answer on as an
// action; tells the environment's `runtimeObserver`, when a tool set one, each request
// started, answered or cancelled. Must not know: state or reducers. Shared by `Store` and
// TEATesting's `TestStore`, so tests run effects exactly as the app does.
import Domain
import Scheduling

/// Runs `Effect`s and reports their answers through `onAnswer`.
package final class EffectRunner<Action> {
  private struct InFlight {
    var id: AnyHashable?
    var handle: Cancellable?
  }

  /// The services and the clock the requests use.
  package let environment: AppEnvironment
  /// Receives each answer, once, unless its request was cancelled first.
  package var onAnswer: (Action) -> Void = { _ in }
  private var inFlight: [Int: InFlight] = [:]
  private var nextToken = 0

  /// A runner over `environment`.
  package init(environment: AppEnvironment) {
    self.environment = environment
  }

  isolated deinit {
    cancelAll()
  }

  /// How many requests have started (or wait for their delay) and have not answered.
  package var inFlightCount: Int { inFlight.count }

  /// The ids of the requests in flight, for messages.
  package var inFlightIDs: [String] {
    inFlight.keys.sorted().map { inFlight[$0]?.id.map { "\($0.base)" } ?? "(no id)" }
  }

  /// Starts `effect`'s requests and cancellations, in order.
  package func run(_ effect: Effect<Action>) {
    switch effect.operation {
    case .requests(let requests):
      for request in requests { start(request) }
    case .cancel(let id):
      cancel(id: id)
    case .merge(let effects):
      for effect in effects { run(effect) }
    }
  }

  /// Cancels every request in flight with `id`: none of them will answer.
  package func cancel(id: AnyHashable) {
    for (token, entry) in inFlight where entry.id == id {
      inFlight[token] = nil
      environment.runtimeObserver?.effectCancelled(id: id)
      entry.handle?.cancel()
    }
  }

  /// Cancels everything in flight.
  package func cancelAll() {
    let entries = inFlight.values
    inFlight.removeAll()
    for entry in entries { entry.handle?.cancel() }
  }

  private func start(_ request: Effect<Action>.Request) {
    let token = nextToken
    nextToken += 1
    inFlight[token] = InFlight(id: request.id)
    guard let delay = request.delay else {
      perform(request, token: token)
      return
    }
    inFlight[token]?.handle = environment.scheduler.schedule(after: delay) { [weak self] in
      self?.perform(request, token: token)
    }
  }

  private func perform(_ request: Effect<Action>.Request, token: Int) {
    guard inFlight[token] != nil else { return }
    environment.runtimeObserver?.effectStarted(id: request.id)
    let handle = request.work(environment) { [weak self] action in
      guard let self, inFlight.removeValue(forKey: token) != nil else { return }
      environment.runtimeObserver?.effectAnswered(with: action)
      onAnswer(action)
    }
    if inFlight[token] != nil {
      inFlight[token]?.handle = handle
    } else {
      handle?.cancel()
    }
  }
}
