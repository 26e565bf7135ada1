/// A subscription (or any resource) that can be released.
@MainActor public protocol Disposable {
  /// Releases the resource; calling it again does nothing.
  func dispose()
}

/// A disposable that can tell whether it has been disposed.
@MainActor public protocol Cancelable: Disposable {
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }
}

/// Factories for the common disposables.
public enum Disposables {
  /// A disposable that does nothing.
  public static func create() -> Disposable { NopDisposable.shared }

  /// A disposable that runs `dispose` once, on the first `dispose()`.
  public static func create(with dispose: @escaping () -> Void) -> Cancelable {
    AnonymousDisposable(dispose)
  }

  /// A disposable that disposes both.
  public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2])
  }

  /// A disposable that disposes all three.
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
  ) -> Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2, disposable3])
  }

  /// A disposable that disposes every one of `disposables`.
  public static func create(_ disposables: [Disposable]) -> Cancelable {
    CompositeDisposable(disposables: disposables)
  }
}

final class NopDisposable: Disposable {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  static let shared = NopDisposable()
  func dispose() {}
}

/// Runs a closure once, on the first `dispose()`, then forgets it.
@usableFromInline
final class AnonymousDisposable: Cancelable {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  private var action: (() -> Void)?
  @usableFromInline private(set) var isDisposed = false

  @usableFromInline
  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  @usableFromInline
  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let action = self.action
    self.action = nil
    action?()
  }
}

/// Holds several disposables and disposes them together; one added later is disposed at once.
public final class CompositeDisposable: Cancelable {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  private var disposables: [Disposable]
  /// Whether `dispose()` has been called.
  public private(set) var isDisposed = false

  /// An empty composite.
  public init() {
    disposables = []
  }

  /// A composite of `disposables`.
  public init(disposables: [Disposable]) {
    self.disposables = disposables
  }

  /// Adds `disposable`, or disposes it at once if this composite is already disposed.
  public func insert(_ disposable: Disposable) {
    if isDisposed {
      disposable.dispose()
    } else {
      disposables.append(disposable)
    }
  }

  /// Disposes everything held and releases it.
  public func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let all = disposables
    disposables = []
    for disposable in all { disposable.dispose() }
  }
}

/// Holds one disposable at a time: setting a new one disposes the previous one.
public final class SerialDisposable: Cancelable {
  /// Its teardown touches no main-actor state, so it needs no executor check (an
  /// implicit deinit would be main-actor isolated under the module's default isolation).
  nonisolated deinit {}

  private var current: Disposable?
  /// Whether `dispose()` has been called.
  public private(set) var isDisposed = false

  /// An empty serial disposable.
  public init() {}

  /// The disposable held now; setting it disposes the old one (or the new one, once disposed).
  public var disposable: Disposable {
    get { current ?? Disposables.create() }
    set {
      if isDisposed {
        newValue.dispose()
        return
      }
      let old = current
      current = newValue
      old?.dispose()
    }
  }

  /// Disposes the held disposable and any set later.
  public func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let old = current
    current = nil
    old?.dispose()
  }
}
