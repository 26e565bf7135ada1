import Reactive

/// A type that is, or can become, a `ControlProperty`.
public protocol ControlPropertyType: ObservableType, ObserverType {
  /// This value as a `ControlProperty`.
  func asControlProperty() -> ControlProperty<Element>
}

/// A control's value both ways: subscribing sends the current value, then one element per user
/// edit (values set in code are not reported); binding to it sets the value.
public struct ControlProperty<PropertyType>: ControlPropertyType {
  /// The element type.
  public typealias Element = PropertyType

  let values: Observable<PropertyType>
  let valueSink: AnyObserver<PropertyType>

  /// A control property reading `values` and writing through `valueSink`.
  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Element == Values.Element, Element == Sink.Element {
    self.values = values.asObservable()
    self.valueSink = AnyObserver(valueSink)
  }

  /// Subscribes `observer` to the current value and the user's edits.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    values.subscribe(observer)
  }

  /// The user's edits only, without the current value.
  public var changed: ControlEvent<PropertyType> {
    ControlEvent(events: values.skip(1))
  }

  /// The values as an observable.
  public func asObservable() -> Observable<Element> { values }

  /// Returns `self`.
  public func asControlProperty() -> ControlProperty<Element> { self }

  /// Sets the control's value on `.next`; an error is a programming mistake.
  public func on(_ event: Event<Element>) {
    switch event {
    case .error(let error):
      assertionFailure("Binding error: \(error)")
      Hooks.diagnostics("Binding error: \(error)")
    case .next, .completed:
      valueSink.on(event)
    }
  }
}

extension ControlPropertyType where Element == String? {
  /// The property as non-optional text: `nil` reads as `""`.
  public var orEmpty: ControlProperty<String> {
    let original = asControlProperty()
    let values: Observable<String> = original.values.map { $0 ?? "" }
    let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
    return ControlProperty(values: values, valueSink: valueSink)
  }
}

extension ControlProperty {
  /// The values as a `Driver` (they never fail).
  public func asDriver() -> Driver<Element> {
    asDriver(onErrorDriveWith: .empty())
  }
}
