/// One environment's weak registry of live objects (see `LiveObjects`, its front).
public final class LiveObjectRegistry {
  struct Entry {
    let serial: Int
    weak var object: AnyObject?
  }

  private var entries: [Entry] = []
  private var serial = 0
  private var compactionThreshold = 1024

  /// An empty registry.
  public init() {}

  /// Marks the present moment; ask the result for `survivors()` later.
  public func checkpoint() -> LiveObjects.Checkpoint {
    LiveObjects.Checkpoint(registry: self, serial: serial)
  }

  /// The number of registered objects still alive.
  public var aliveCount: Int { entries.count { $0.object != nil } }

  /// The type names of the objects registered after `serial` that are still alive, sorted.
  func survivors(after serial: Int) -> [String] {
    entries.filter { $0.serial > serial }
      .compactMap { entry in entry.object.map { String(describing: type(of: $0)) } }
      .sorted()
  }

  /// Adds `object`, weakly; dead entries are dropped now and then.
  func register(_ object: AnyObject) {
    serial += 1
    entries.append(Entry(serial: serial, object: object))
    if entries.count >= compactionThreshold {
      entries.removeAll { $0.object == nil }
      compactionThreshold = max(1024, entries.count * 2)
    }
  }
}
