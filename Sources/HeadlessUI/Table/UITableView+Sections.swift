import Foundation

/// Section edits and the section index.
extension UITableView {
  /// Inserts sections (headless: reloads; the data source must already have them).
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

  /// Deletes sections (headless: reloads; the data source must already lack them).
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

  /// Moves a row (headless: reloads; the data source must already show it moved).
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

  /// The titles of the index down the trailing edge (`sectionIndexTitles(for:)`), if any.
  public var sectionIndexTitles: [String]? { dataSource?.sectionIndexTitles(for: self) }

  /// What a tap on a row's detail (ⓘ) accessory does: calls the delegate's
  /// `tableView(_:accessoryButtonTappedForRowWith:)`. Not UIKit API.
  public func simulateAccessoryButtonTap(forRowAt indexPath: IndexPath) {
    delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
  }
}
