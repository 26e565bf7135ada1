/// A weak registry of every `UIView` and `UIViewController` ever created, and of any other
/// object an app asks to have audited, for leak audits.
///
/// Each view and view controller registers itself from its initialiser. Presenters, view
/// models, interactors, stores (any class instance) join with `LiveObjects.track(_:)`, usually
/// from their own initialiser. The registry holds only weak references, so it never keeps
/// anything alive:
///
/// ```swift
/// let checkpoint = LiveObjects.checkpoint()
/// var window: UIWindow? = MVCApp.makeWindow(environment: environment)
/// window?.rootViewController = nil
/// window = nil
/// #expect(checkpoint.survivors() == [])
/// ```
public enum LiveObjects {
  /// A moment in the registry: objects created after it can be listed while still alive.
  public struct Checkpoint: Sendable {
    let serial: Int

    /// The type names (`String(describing: type(of: object))`) of the views, view
    /// controllers and tracked objects registered after this checkpoint that are still
    /// alive, sorted, one entry per object (duplicates kept: `["UILabel", "UILabel"]`).
    @MainActor public func survivors() -> [String] {
      LiveObjects.entries.filter { $0.serial > serial }
        .compactMap { entry in entry.object.map { String(describing: type(of: $0)) } }
        .sorted()
    }
  }

  struct Entry {
    let serial: Int
    weak var object: AnyObject?
  }

  static var entries: [Entry] = []
  static var serial = 0
  static var compactionThreshold = 1024

  /// Marks the present moment; ask the result for `survivors()` later.
  public static func checkpoint() -> Checkpoint {
    Checkpoint(serial: serial)
  }

  /// The number of tracked objects still alive (all of them, whatever the checkpoint).
  public static var aliveCount: Int { entries.count { $0.object != nil } }

  /// Adds `object` to the leak audit: if it is still alive when a scenario's app has been
  /// torn down, the scenario fails naming its type, as for a leaked view.
  ///
  /// Call it once per object, typically from the initialiser of a presenter, view model,
  /// interactor or store (`LiveObjects.track(self)`). Only a weak reference is kept. Views
  /// and view controllers are tracked already: tracking one again lists it twice.
  public static func track(_ object: AnyObject) {
    register(object)
  }

  static func register(_ object: AnyObject) {
    serial += 1
    entries.append(Entry(serial: serial, object: object))
    if entries.count >= compactionThreshold {
      entries.removeAll { $0.object == nil }
      compactionThreshold = max(1024, entries.count * 2)
    }
  }
}
