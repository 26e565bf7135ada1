import Reactive

extension Recorded {
  /// The events as an array: `Recorded.events(.next(10, "a"), .completed(20))`.
  public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }

  /// Several arrays of events as one array, in order.
  public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]...)
    -> [Recorded<Event<T>>] where Value == Event<T>
  {
    recordedEvents.flatMap { $0 }
  }
}
