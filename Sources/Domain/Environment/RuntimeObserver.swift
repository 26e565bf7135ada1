/// Hears what an app's own runtime does that no call stack shows: the actions sent to a
/// store, the state each one left, and the work (effects) the store starts and hears back
/// from. Tools set one on `AppEnvironment.runtimeObserver` (the trace does); an app never does,
/// and a runtime reports nothing while it is nil.
///
/// Values come as `Any`: the observer knows no pattern's types and reads them by reflection
/// (a value hiding a secret, such as a password, hides it from its mirror and description).
@MainActor
public protocol RuntimeObserver: AnyObject {
  /// `action` was sent to the store (by a view, or by anything but an effect's answer).
  func actionSent(_ action: Any)
  /// The reducer ran for `action`, turning `before` into `after`.
  func actionReduced(_ action: Any, from before: Any, to after: Any)
  /// Work the reducer asked for starts now; `id` is its cancellation id, if it has one.
  func effectStarted(id: AnyHashable?)
  /// Work the store started answered with `action`, which the store reduces next.
  func effectAnswered(with action: Any)
  /// Work in flight under `id` was cancelled: it will not answer.
  func effectCancelled(id: AnyHashable)
}
