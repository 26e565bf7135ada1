/// An observer that applies each element to a target it holds weakly, ignoring elements once
/// the target is gone; binding an error is a programming mistake (it stops in debug builds).
///
/// `label.rx.text` and the other UI binding points are binders.
public struct Binder<Value>: ObserverType {
  private let binding: (Event<Value>) -> Void

  /// A binder that calls `binding` with `target` (held weakly) and each element.
  public init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {
    self.binding = { [weak target] event in
      switch event {
      case .next(let element):
        if let target { binding(target, element) }
      case .error(let error):
        bindingError(error)
      case .completed:
        break
      }
    }
  }

  /// Applies a `.next` element to the target.
  public func on(_ event: Event<Value>) {
    binding(event)
  }

  /// The binder as an `AnyObserver`.
  public func asObserver() -> AnyObserver<Value> {
    AnyObserver(eventHandler: on)
  }
}

/// Reports an error that reached a binding: stops in debug builds, as RxSwift does.
@usableFromInline
func bindingError(_ error: Swift.Error) {
  assertionFailure("Binding error: \(error)")
  Hooks.diagnostics("Binding error: \(error)")
}
