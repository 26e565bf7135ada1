/// A fused stage's state for one subscription (the previous element of
/// `distinctUntilChanged`, what `skip` has left to drop) together with the function the
/// stage's output goes to.
///
/// One object, where a `Cell` and a closure capturing it and the next function would be two:
/// the stage's closure captures only this object, which Swift uses as the closure's context
/// without allocating one.
@usableFromInline
final class StageState<Value, Output> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @exclusivity(unchecked) @usableFromInline var value: Value
  @usableFromInline let next: (Output) throws -> Void

  @inlinable
  init(_ value: Value, next: @escaping (Output) throws -> Void) {
    self.value = value
    self.next = next
  }
}
