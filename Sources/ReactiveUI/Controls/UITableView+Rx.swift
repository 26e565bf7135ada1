import Foundation
import HeadlessUI
import Reactive

@MainActor
extension Reactive where Base: UITableView {
  /// The index path of each row the user selects (taps).
  ///
  /// RxCocoa installs a delegate proxy; HeadlessUI offers `addSelectionObserver(_:)`, which
  /// leaves `delegate` alone, so a screen can be the delegate and still observe this.
  public var itemSelected: ControlEvent<IndexPath> {
    let source = Observable<IndexPath>.create { [weak tableView = self.base] observer in
      guard let tableView else {
        observer.onCompleted()
        return Disposables.create()
      }
      let id = tableView.addSelectionObserver { _, indexPath in observer.onNext(indexPath) }
      return Disposables.create { [weak tableView] in tableView?.removeSelectionObserver(id) }
    }
    return ControlEvent(events: source)
  }

  /// The rows the user deleted (swipe and Delete, or the delete control in editing mode), after
  /// the data source's `commit:forRowAt:` (through HeadlessUI's `addEditObserver`, so the
  /// table's `dataSource` stays yours or `rx.items`').
  public var itemDeleted: ControlEvent<IndexPath> {
    itemEdited(.delete)
  }

  /// The rows the user asked to insert (the insert control in editing mode).
  public var itemInserted: ControlEvent<IndexPath> {
    itemEdited(.insert)
  }

  private func itemEdited(_ wanted: UITableViewCell.EditingStyle) -> ControlEvent<IndexPath> {
    let source = Observable<IndexPath>.create { [weak tableView = self.base] observer in
      guard let tableView else {
        observer.onCompleted()
        return Disposables.create()
      }
      let id = tableView.addEditObserver { _, style, indexPath in
        if style == wanted { observer.onNext(indexPath) }
      }
      return Disposables.create { [weak tableView] in tableView?.removeEditObserver(id) }
    }
    return ControlEvent(events: source)
  }

  /// Makes `delegate` the table's delegate while the returned disposable lives, as RxCocoa's
  /// `setDelegate` lets a screen keep delegate methods (row heights…) next to `rx.items`.
  /// (HeadlessUI needs no delegate proxy: `itemSelected` does not use the delegate.)
  public func setDelegate(_ delegate: UITableViewDelegate) -> Disposable {
    base.delegate = delegate
    return Disposables.create { [weak tableView = self.base, weak delegate] in
      if let tableView, let delegate, tableView.delegate === delegate { tableView.delegate = nil }
    }
  }
}
