/// A catalog store that fails on purpose, over another store: what the setup steps
/// `given the catalog cannot be read` and `given the catalog cannot be written` ask for
/// (app spec, Catalog rule 8 and Product rule 7).
///
/// A failing read throws before the wrapped store is asked; a failing write throws before
/// anything is changed, so the catalog keeps every product as it was.
@MainActor
public final class FaultyCatalogStore: CatalogStore {
  /// What this store refuses to do.
  public struct Faults: Hashable, Sendable {
    /// Every read fails.
    public var failsReads: Bool
    /// Every add, update and delete fails.
    public var failsWrites: Bool

    /// Faults as listed; none by default.
    public init(failsReads: Bool = false, failsWrites: Bool = false) {
      self.failsReads = failsReads
      self.failsWrites = failsWrites
    }

    /// Whether any fault is set.
    public var isEmpty: Bool { !failsReads && !failsWrites }
  }

  private let base: CatalogStore
  /// What this store refuses to do; tests may change it while the app runs.
  public var faults: Faults

  /// A store that forwards to `base` except where `faults` says it fails.
  public init(base: CatalogStore, faults: Faults) {
    self.base = base
    self.faults = faults
  }

  public func allProducts() throws -> [Product] {
    if faults.failsReads { throw CatalogStoreError.unreadable(path: Self.name, reason: "refused") }
    return try base.allProducts()
  }

  @discardableResult
  public func add(name: String, price: Price) throws -> Product {
    try checkWrite()
    return try base.add(name: name, price: price)
  }

  public func update(_ product: Product) throws {
    try checkWrite()
    try base.update(product)
  }

  public func delete(_ id: ProductID) throws {
    try checkWrite()
    try base.delete(id)
  }

  private func checkWrite() throws {
    if faults.failsWrites {
      throw CatalogStoreError.writeFailed(path: Self.name, reason: "refused")
    }
  }

  private static let name = "(faulty store)"
}
