import HeadlessUI
import Reactive

@MainActor
extension Reactive where Base: UIControl {
  /// One element each time the control sends one of `controlEvents` (registered with
  /// `addAction(_:for:)`, removed when the subscription ends; the control is held weakly).
  public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<()> {
    let source = Observable<()>.create { [weak control = self.base] observer in
      guard let control else {
        observer.onCompleted()
        return Disposables.create()
      }
      let action = UIAction { _ in observer.onNext(()) }
      control.addAction(action, for: controlEvents)
      return Disposables.create { [weak control] in
        control?.removeAction(action, for: controlEvents)
      }
    }
    return ControlEvent(events: source)
  }

  /// A property of the control read with `getter` (now, then after each of `editingEvents`)
  /// and written with `setter` (the control is held weakly).
  public func controlProperty<T>(
    editingEvents: UIControl.Event,
    getter: @escaping (Base) -> T,
    setter: @escaping (Base, T) -> Void
  ) -> ControlProperty<T> {
    let source = Observable<T>.create { [weak control = self.base] observer in
      guard let control else {
        observer.onCompleted()
        return Disposables.create()
      }
      observer.onNext(getter(control))
      let action = UIAction { [weak control] _ in
        if let control { observer.onNext(getter(control)) }
      }
      control.addAction(action, for: editingEvents)
      return Disposables.create { [weak control] in
        control?.removeAction(action, for: editingEvents)
      }
    }
    let bindingObserver = Binder(base, binding: setter)
    return ControlProperty<T>(values: source, valueSink: bindingObserver)
  }

  /// `controlProperty` for a user edit: `.editingChanged` and `.valueChanged`.
  ///
  /// (RxCocoa listens to `.allEditingEvents`, so its text property also repeats the text when
  /// a field takes or loses focus; this one sends exactly one element per edit.)
  func controlPropertyWithDefaultEvents<T>(
    editingEvents: UIControl.Event = [.editingChanged, .valueChanged],
    getter: @escaping (Base) -> T,
    setter: @escaping (Base, T) -> Void
  ) -> ControlProperty<T> {
    controlProperty(editingEvents: editingEvents, getter: getter, setter: setter)
  }
}
