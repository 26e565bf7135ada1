/// Hears what an app's own runtime does that no call stack shows: the actions sent to a
/// store, the state each one left, and the work (effects) the store starts and hears back
/// from. A tool gives one to the app it watches as its environment's `runtimeObserver` (the
/// trace does); an app never does, and a runtime reports nothing while it is nil. It travels
/// with the environment, so two apps in one process report to their own observers.
///
/// Values come as `Any`: the observer knows no pattern's types and reads them by reflection
/// (a value hiding a secret, such as a password, hides it from its mirror and description).
@MainActor
public protocol RuntimeObserver: AnyObject {
  /// `action` was sent to the store: by a view, or as an effect's answer (reported first by
  /// `effectAnswered(with:)`).
  func actionSent(_ action: Any)
  /// The reducer ran for `action`, turning `before` into `after`.
  func actionReduced(_ action: Any, from before: Any, to after: Any)
  /// Work the reducer asked for starts now; `id` is its cancellation id, if it has one.
  func effectStarted(id: AnyHashable?)
  /// Work the store started answered with `action`, which is sent to the store next.
  func effectAnswered(with action: Any)
  /// Work in flight under `id` was cancelled: it will not answer.
  func effectCancelled(id: AnyHashable)
}
