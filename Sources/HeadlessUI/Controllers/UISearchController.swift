import Foundation

/// Hears what the user types into a search controller's bar.
@MainActor public protocol UISearchResultsUpdating: AnyObject {
  /// The search text changed, or the search became active or inactive.
  func updateSearchResults(for searchController: UISearchController)
}

/// Hears a search controller become active or inactive. Every method is optional.
@MainActor public protocol UISearchControllerDelegate: AnyObject {
  /// The search is about to become active.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The search became active.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The search is about to end.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The search ended.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar that a screen shows in its navigation item (`navigationItem.searchController`).
/// Focusing the bar makes the search active; each edit, and activation, asks the
/// `searchResultsUpdater` to update; `isActive = false` ends the search. There is no dimming
/// and no results controller presentation headless: the screen filters its own list, as most
/// tutorials do with `searchResultsController: nil`.
///
/// The UI driver finds the bar by its `accessibilityIdentifier` on the screen whose
/// navigation item holds the controller, and the render shows it first.
open class UISearchController: UIViewController {
  /// The bar the user types into.
  public let searchBar = UISearchBar(frame: .zero)
  /// Updated on each edit (held weakly).
  open weak var searchResultsUpdater: UISearchResultsUpdating?
  /// Hears activation (held weakly).
  open weak var delegate: UISearchControllerDelegate?
  /// The controller that would show results (kept; not presented headless).
  public let searchResultsController: UIViewController?
  /// Whether the background is dimmed while searching (kept).
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar hides while searching (kept).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the Cancel button shows while searching.
  open var automaticallyShowsCancelButton = true

  /// Whether a search is going on. Setting it to `false` ends the search (the bar resigns).
  open var isActive = false {
    didSet {
      guard oldValue != isActive else { return }
      if isActive {
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        delegate?.didPresentSearchController(self)
      } else {
        delegate?.willDismissSearchController(self)
        searchBar.resignFirstResponder()
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        delegate?.didDismissSearchController(self)
      }
      searchResultsUpdater?.updateSearchResults(for: self)
    }
  }

  /// Creates a search controller; `nil` shows results in the searching screen itself.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    let field = searchBar.searchTextField
    field.addAction(
      UIAction { [weak self] _ in self?.isActive = true }, for: .editingDidBegin)
    field.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.searchResultsUpdater?.updateSearchResults(for: self)
      }, for: .editingChanged)
  }

  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(searchResultsController: nil)
  }

  /// Creates the object from an archive (there are no archives headless).
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
  }
}
