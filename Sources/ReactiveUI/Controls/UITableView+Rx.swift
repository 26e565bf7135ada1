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
}
