/// The graph's storage for one `@State` or `@FocusState` property: an observable box, so a
/// body (or a control) that read it is updated when it changes, and nothing else is.
final class StateBox<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return stored
    }
    set {
      // An equal value changes nothing (as SwiftUI skips writes of an equal value).
      if let old = stored as? any Equatable, old.isEqual(to: newValue) { return }
      registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
    }
  }

  nonisolated deinit {}
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// Where a `@State` property finds its value: the graph's box once the view is in a
/// hierarchy; before that, its initial value (writes outside a hierarchy are dropped, as in
/// SwiftUI).
final class StateLocation<Value> {
  let initial: Value
  var box: StateBox<Value>?

  init(_ initial: Value) {
    self.initial = initial
  }

  var value: Value {
    get { box?.value ?? initial }
    set { box?.value = newValue }
  }

  nonisolated deinit {}
}
