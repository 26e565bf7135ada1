/// The leak audit of the current `UIEnvironment`: a weak registry of every `UIView` and
/// `UIViewController` created in it, and of any other object an app asks to have audited.
///
/// Each view and view controller registers itself from its initialiser, in the environment it
/// is created in. Presenters, view models, interactors, stores (any class instance) join with
/// `LiveObjects.track(_:)`, usually from their own initialiser. The registry holds only weak
/// references, so it never keeps anything alive:
///
/// ```swift
/// let checkpoint = LiveObjects.checkpoint()
/// var window: UIWindow? = MVCApp.makeWindow(environment: environment)
/// window?.rootViewController = nil
/// window = nil
/// #expect(checkpoint.survivors() == [])
/// ```
///
/// Outside every `UIEnvironment.run(_:)` this is the process's registry; an app run in an
/// environment of its own (as `AppSession` runs each app) has its own, so another app's
/// objects are never taken for its leaks.
public enum LiveObjects {
  /// A moment in a registry: objects created after it can be listed while still alive.
  public struct Checkpoint: Sendable {
    let registry: LiveObjectRegistry
    let serial: Int

    /// The type names (`String(describing: type(of: object))`) of the views, view
    /// controllers and tracked objects registered after this checkpoint that are still
    /// alive, sorted, one entry per object (duplicates kept: `["UILabel", "UILabel"]`).
    @MainActor public func survivors() -> [String] {
      registry.survivors(after: serial)
    }
  }

  /// Marks the present moment of the current environment's registry; ask the result for
  /// `survivors()` later.
  public static func checkpoint() -> Checkpoint {
    UIEnvironment.current.liveObjects.checkpoint()
  }

  /// The number of tracked objects still alive in the current environment (all of them,
  /// whatever the checkpoint).
  public static var aliveCount: Int { UIEnvironment.current.liveObjects.aliveCount }

  /// Adds `object` to the current environment's leak audit: if it is still alive when a
  /// scenario's app has been torn down, the scenario fails naming its type, as for a leaked
  /// view.
  ///
  /// Call it once per object, typically from the initialiser of a presenter, view model,
  /// interactor or store (`LiveObjects.track(self)`). Only a weak reference is kept. Views
  /// and view controllers are tracked already: tracking one again lists it twice.
  public static func track(_ object: AnyObject) {
    UIEnvironment.current.liveObjects.register(object)
  }
}
