import Foundation

/// Supplies a table's rows and cells. The UIKit signatures; optional methods have defaults.
@MainActor public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row (dequeue one with `dequeueReusableCell`).
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections. Default 1.
  func numberOfSections(in tableView: UITableView) -> Int
  /// A section's header title. Default `nil`.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// Whether a row can be edited. Default `true`.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// A section's footer title. Default `nil`.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// The user deleted (or inserted) a row: update the model, then the table. Default: nothing.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Whether a row can be moved. Default `false`.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user moved a row. Default: nothing.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The titles of the section index down the trailing edge. Default `nil`: no index.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// The section an index title jumps to. Default: the title's position.
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}
