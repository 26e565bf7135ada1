/// Collects subscriptions and disposes them all when the bag goes away.
///
/// Keep one per owner (a view controller, a view model): when the owner is released, its bag
/// is too, and every subscription added with `disposed(by:)` ends.
@MainActor public final class DisposeBag {
  private var disposables: [Disposable] = []
  private var isDisposed = false

  /// An empty bag.
  public init() {}

  /// Adds `disposable`, to be disposed with the bag.
  public func insert(_ disposable: Disposable) {
    if isDisposed {
      disposable.dispose()
    } else {
      disposables.append(disposable)
    }
  }

  /// Adds every one of `disposables`.
  public func insert(_ disposables: Disposable...) {
    for disposable in disposables { insert(disposable) }
  }

  private func dispose() {
    isDisposed = true
    let all = disposables
    disposables = []
    for disposable in all { disposable.dispose() }
  }

  isolated deinit {
    dispose()
  }
}

extension Disposable {
  /// Adds this subscription to `bag`, so it ends when the bag goes away.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
