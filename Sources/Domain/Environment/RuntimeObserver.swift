/// Hears what an app's own runtime does that no call stack shows: the actions sent to a
/// store, the state each one left, and the work (effects) the store starts and hears back
/// from. A tool sets one as `RuntimeObservation.observer` (the trace does); an app never does,
/// and a runtime reports nothing while it is nil.
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

/// The one `RuntimeObserver` of the process, as HeadlessUI's `UIObservation` is for widget
/// changes: a runtime reports to it, a tool sets it while it watches and puts the previous one
/// back when done (runtimes run on the main actor, so one at a time reports).
///
/// ```swift
/// let previous = RuntimeObservation.observer
/// RuntimeObservation.observer = recorder
/// defer { RuntimeObservation.observer = previous }
/// ```
@MainActor
public enum RuntimeObservation {
  /// Hears every runtime's reports, held weakly; nil (the app's case) turns reporting off.
  public static weak var observer: RuntimeObserver?
}
