import Foundation

/// Finding the top screen and checking that an element can be used.
extension UIDriver {
  var topmostPresented: UIViewController? {
    guard var current = window.rootViewController else { return nil }
    while let next = current.presented { current = next }
    return current
  }

  /// The top screen: the topmost presented non-alert controller (or the root), unwrapped
  /// to its top controller when it is a navigation controller or embeds one (a child
  /// navigation controller, as a SwiftUI `NavigationStack` inside a hosting controller is).
  var topScreen: UIViewController? {
    guard var current = window.rootViewController else { return nil }
    while let next = current.presented, !(next is UIAlertController) { current = next }
    while true {
      if let nav = current as? UINavigationController, let top = nav.topViewController {
        current = top
      } else if let embedded = current.children.last(where: {
        $0 is UINavigationController && $0.viewIfLoaded?.window != nil
      }) {
        current = embedded
      } else {
        return current
      }
    }
  }

  /// The top screen's root view (where elements are looked up), if it is loaded.
  public var topScreenView: UIView? { topScreen?.viewIfLoaded }

  var screenName: String {
    topScreenIdentifier ?? topScreen.map { String(describing: Swift.type(of: $0)) } ?? "(none)"
  }

  /// The element `id` as a `T`, after checking: no alert is up, it exists, is a `T`, is
  /// visible and (for controls) enabled.
  func usable<T: UIView>(_ id: String, _ verb: String, kind: String) throws -> T {
    if let alert = presentedAlert {
      throw UIDriverError("Cannot \(verb) '\(id)': an alert is up: \"\(alert.title ?? "")\"")
    }
    var view = try element(id)
    if T.self == UITextField.self, let bar = view as? UISearchBar {
      view = bar.searchTextField  // typing into a search bar types into its field
    }
    guard let typed = view as? T else {
      throw UIDriverError("'\(id)' is a \(view.kindForMessages), not a \(kind)")
    }
    if view.isHiddenInHierarchy { throw UIDriverError("'\(id)' is hidden") }
    if let control = view as? UIControl, !control.isEnabled {
      throw UIDriverError("'\(id)' is disabled")
    }
    return typed
  }

  func focus(_ field: UITextField, _ id: String) throws {
    guard field.isFirstResponder || field.becomeFirstResponder() else {
      throw UIDriverError("'\(id)' did not take focus")
    }
  }

  func indexPath(_ row: Int, of table: UITableView, _ id: String) throws -> IndexPath {
    table.reloadIfNeeded()
    let count = table.totalRows
    guard row >= 1, row <= count else {
      let rows = count == 1 ? "1 row" : "\(count) rows"
      throw UIDriverError("'\(id)' has \(rows); there is no row \(row)")
    }
    return table.indexPath(atFlatIndex: row - 1)
  }
}
