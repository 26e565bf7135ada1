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
