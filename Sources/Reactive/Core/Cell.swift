/// A mutable value shared by an operator's closures for one subscription (a running total,
/// the latest element).
///
/// Its accesses skip Swift's run-time exclusivity checks, which otherwise cost more than the
/// operator's work: events arrive one at a time on the main actor, and no access to a cell
/// spans a call that could reach the same cell.
@usableFromInline
final class Cell<Value> {
  @exclusivity(unchecked) @usableFromInline var value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
  }
}
