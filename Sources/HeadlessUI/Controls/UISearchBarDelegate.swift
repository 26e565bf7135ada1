import Foundation

/// What a search bar asks and tells its delegate. Every method is optional (defaults below),
/// as in UIKit.
@MainActor public protocol UISearchBarDelegate: AnyObject {
  /// May the bar take focus? Default `true`.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// The bar took focus.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// May the bar lose focus? Default `true`.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// The bar lost focus.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text (not sent when code sets `text`).
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// May this edit happen? `range` is in UTF-16 units. Default `true`.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The Search (return) key was pressed.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The Cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
