import HeadlessUI
import Reactive

/// RxCocoa reads a search bar through a delegate proxy; here the bar's `searchTextField` sends
/// the events, so the bar's `delegate` stays yours.
@MainActor
extension Reactive where Base: UISearchBar {
  /// The text: the current text on subscribe, then one element per edit; binding to it sets
  /// the text without sending an edit.
  public var text: ControlProperty<String?> {
    value
  }

  /// The same as `text`.
  public var value: ControlProperty<String?> {
    let bar = base
    let field = base.searchTextField
    let property = field.rx.controlProperty(
      editingEvents: [.editingChanged, .valueChanged],
      getter: { field in field.text },
      setter: { field, value in if field.text != value { field.text = value } })
    return ControlProperty(
      values: property.asObservable(),
      valueSink: Binder(bar) { bar, value in bar.text = value })
  }

  /// The Search key was pressed (return in the bar's field).
  public var searchButtonClicked: ControlEvent<Void> {
    base.searchTextField.rx.controlEvent(.editingDidEndOnExit)
  }

  /// The bar took focus.
  public var textDidBeginEditing: ControlEvent<Void> {
    base.searchTextField.rx.controlEvent(.editingDidBegin)
  }

  /// The bar lost focus.
  public var textDidEndEditing: ControlEvent<Void> {
    base.searchTextField.rx.controlEvent(.editingDidEnd)
  }
}
