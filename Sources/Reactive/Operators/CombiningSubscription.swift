/// What every `combineLatest` subscription that feeds fused stages does at its end
/// (`CombineLatestPair`, `CombineLatestArray`): it ends once, telling `onEnd` (an error, or
/// `nil` for completion), and lets go of its sources.
@usableFromInline
protocol CombiningSubscription: Cancelable, AnyObject {
  /// Whether it has ended or been disposed: nothing is sent after that.
  var stopped: Bool { get set }
  var onEnd: (Swift.Error?) -> Void { get }
  /// The subscriptions to the sources.
  var subscriptions: CompositeDisposable { get }
}

extension CombiningSubscription {
  @inlinable
  public var isDisposed: Bool { subscriptions.isDisposed }

  /// Ends the sequence with `error`, or completes it for `nil`, and lets go of the sources.
  @inlinable
  func end(_ error: Swift.Error?) {
    guard !stopped else { return }
    stopped = true
    onEnd(error)
    dispose()
  }

  @inlinable
  public func dispose() {
    stopped = true
    subscriptions.dispose()
  }
}
