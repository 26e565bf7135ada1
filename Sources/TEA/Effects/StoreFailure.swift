// Effect (TEA): the answer of a catalog store that could not do what was asked.
// Owns: nothing but the fact. Must not know: the error's own description (it never reaches
// the screen: Catalog rule 8, Product rule 7).

/// The catalog could not be read or written.
public struct StoreFailure: Error, Equatable, Sendable {
  /// A failure.
  public init() {}
}
