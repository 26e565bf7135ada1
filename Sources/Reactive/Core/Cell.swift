/// A mutable value shared by an operator's closures for one subscription (a running total,
/// the latest element).
///
/// Its accesses skip Swift's run-time exclusivity checks, which otherwise cost more than the
/// operator's work: events arrive one at a time on the main actor, and no access to a cell
/// spans a call that could reach the same cell.
@usableFromInline
final class Cell<Value> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @exclusivity(unchecked) @usableFromInline var value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
  }
}
