/// A subject's observers, in an object of their own: the subject holds it, and so does each
/// subscription to the subject, which removes its observer from it on `dispose()`.
///
/// Subscriptions hold the store, not the subject: a strong reference to the subject would
/// keep it alive through its own observers (subject → observer → chain → subscription →
/// subject), and a weak one gives the subject a side table, which makes every retain and
/// release of it take the runtime's slow path (about a fifth of building, subscribing and
/// disposing a chain). The subject empties the store when it goes away, which lets go of the
/// observers and so of the subscriptions holding the store.
@usableFromInline
final class ObserverStore<Element> {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var list = ObserverList<Element>()

  @inlinable init() {}

  /// Forgets every observer, from the owning subject's `deinit`.
  @usableFromInline
  nonisolated func drop() {
    list = ObserverList()
  }
}
