/// An object that is both an observable sequence and an observer (a subject).
@MainActor public protocol SubjectType: ObservableType {
  /// The observer side's type.
  associatedtype Observer: ObserverType

  /// The observer side of the subject.
  func asObserver() -> Observer
}
