import Foundation

/// Selection, edits, and observing selection without being the delegate.
extension UITableView {
  /// Selects a row in code (no delegate calls, as in UIKit).
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    if let old = selectedIndexPath { visible[old]?.setSelected(false, animated: animated) }
    selectedIndexPath = indexPath
    guard let indexPath else { return }
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
    cellForRow(at: indexPath)?.setSelected(true, animated: animated)
  }

  /// Deselects a row in code (no delegate calls).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selectedIndexPath == indexPath else { return }
    selectedIndexPath = nil
    visible[indexPath]?.setSelected(false, animated: animated)
  }

  /// What a tap on a row does: asks `willSelectRowAt`, selects, calls `didSelectRowAt`,
  /// then the selection observers. Used by `UIDriver.tapRow(_:of:)`.
  public func simulateTap(onRowAt indexPath: IndexPath) {
    guard allowsSelection else { return }
    scrollToRow(at: indexPath, at: .none, animated: false)
    let target = delegate == nil ? indexPath : delegate?.tableView(self, willSelectRowAt: indexPath)
    guard let target else { return }
    if let old = selectedIndexPath, old != target {
      deselectRow(at: old, animated: false)
      delegate?.tableView(self, didDeselectRowAt: old)
    }
    selectRow(at: target, animated: false, scrollPosition: .none)
    delegate?.tableView(self, didSelectRowAt: target)
    for observer in selectionObservers { observer.handler(self, target) }
  }

  /// Calls `handler` after every row selection made by a tap, after the delegate's
  /// `didSelectRowAt` — a way to observe selection (for reactive bindings) that does not
  /// replace `delegate`. Returns an id for `removeSelectionObserver(_:)`.
  @discardableResult
  public func addSelectionObserver(_ handler: @escaping (UITableView, IndexPath) -> Void) -> Int {
    nextObserverID += 1
    selectionObservers.append((nextObserverID, handler))
    return nextObserverID
  }

  /// Stops calling a selection observer.
  public func removeSelectionObserver(_ id: Int) {
    selectionObservers.removeAll { $0.id == id }
  }

  /// Inserts rows (headless: reloads; the data source must already have them).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Deletes rows (headless: reloads; the data source must already lack them).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Reloads rows (headless: reloads everything).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Reloads sections (headless: reloads everything).
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Starts a batch of edits.
  public func beginUpdates() {}
  /// Ends a batch of edits (reloads).
  public func endUpdates() { reloadData() }
  /// Runs a batch of edits, then reloads and calls `completion(true)`.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }
}
