import Foundation

/// Deleting rows as a user does: by swiping, or in editing mode.
extension UITableView {
  /// The buttons a user sees on swiping row `indexPath` from its trailing edge: the
  /// delegate's configuration, or, when it gives none, UIKit's default: one "Delete" button
  /// (the delegate's `titleForDeleteConfirmationButtonForRowAt` may rename it) that commits
  /// `.delete` to the data source, shown when the data source lets the row be edited and the
  /// delegate's editing style for it is `.delete`.
  public func trailingSwipeActions(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    if let configuration = delegate?.tableView(
      self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    {
      return configuration
    }
    guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false,
      delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete == .delete
    else { return nil }
    let title =
      delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    let delete = UIContextualAction(style: .destructive, title: title) {
      [weak self] _, _, done in
      guard let self else { return }
      self.commit(.delete, forRowAt: indexPath)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  /// The buttons a user sees on swiping row `indexPath` from its leading edge (the delegate's).
  public func leadingSwipeActions(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// What a user does by swiping a row and tapping the button titled `title` (trailing edge
  /// first, then leading): runs that action's handler. Returns what the handler reported
  /// through its completion, or `nil` when there is no such button.
  @discardableResult
  public func simulateSwipeAction(_ title: String, onRowAt indexPath: IndexPath) -> Bool? {
    scrollToRow(at: indexPath, at: .none, animated: false)
    let actions =
      (trailingSwipeActions(forRowAt: indexPath)?.actions ?? [])
      + (leadingSwipeActions(forRowAt: indexPath)?.actions ?? [])
    guard let action = actions.first(where: { $0.title == title }) else { return nil }
    var performed: Bool?
    action.handler(action, cellForRow(at: indexPath) ?? self) { performed = $0 }
    return performed
  }

  /// What a user does in editing mode by tapping a row's delete (or insert) control and
  /// confirming: commits the row's editing style to the data source. Does nothing when the
  /// table is not editing, the row cannot be edited, or its style is `.none`.
  public func simulateCommitEditing(forRowAt indexPath: IndexPath) {
    guard isEditing, dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return }
    let style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    guard style != .none else { return }
    commit(style, forRowAt: indexPath)
  }

  /// Calls `handler` after every delete or insert a user commits (after the data source's
  /// `commit:forRowAt:`), a way to observe edits without being the data source (for reactive
  /// bindings). Returns an id for `removeEditObserver(_:)`.
  @discardableResult
  public func addEditObserver(
    _ handler: @escaping (UITableView, UITableViewCell.EditingStyle, IndexPath) -> Void
  ) -> Int {
    nextObserverID += 1
    editObservers.append((nextObserverID, handler))
    return nextObserverID
  }

  /// Stops calling an edit observer.
  public func removeEditObserver(_ id: Int) {
    editObservers.removeAll { $0.id == id }
  }

  private func commit(_ style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    dataSource?.tableView(self, commit: style, forRowAt: indexPath)
    for observer in editObservers { observer.handler(self, style, indexPath) }
  }
}
