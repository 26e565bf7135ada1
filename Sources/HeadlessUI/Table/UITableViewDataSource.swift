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
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
}
