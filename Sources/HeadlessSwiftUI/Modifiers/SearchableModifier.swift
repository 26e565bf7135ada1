/// `searchable(text:placement:prompt:)`: a `UISearchController` in the screen's navigation
/// item, its bar bound to `text`. The driver finds the bar by the identifier `search` (the
/// render lists it first); `onSubmit(of: .search)` runs on the search key.
struct SearchableModifier: ViewModifier, PrimitiveModifier {
  let text: Binding<String>
  let prompt: String

  func body(content: Content) -> Never { primitiveModifierBody() }

  func update(_ node: ViewNode, content: any View) {
    node.updateChildren([content])
    guard let controller = node.screen?.controller else { return }
    let bridge = node.bridge { SearchBridge() }
    let search = bridge.attach(to: controller)
    bridge.text = text
    bridge.submitActions = node.environment.searchSubmitActions
    if search.searchBar.placeholder != prompt { search.searchBar.placeholder = prompt }
    let value = node.tracked { text.wrappedValue }
    if search.searchBar.text != value { search.searchBar.text = value }
  }
}

/// Connects a search controller's bar to its binding.
final class SearchBridge: UISearchBarDelegate, NodeBridge {
  static let identifier = "search"
  var text: Binding<String>?
  var submitActions: [() -> Void] = []
  private var controller: UISearchController?
  private weak var screen: UIViewController?

  func attach(to screen: UIViewController) -> UISearchController {
    if let controller, self.screen === screen { return controller }
    let controller = UISearchController(searchResultsController: nil)
    controller.searchBar.accessibilityIdentifier = Self.identifier
    controller.searchBar.delegate = self
    screen.navigationItem.searchController = controller
    self.controller = controller
    self.screen = screen
    return controller
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    UpdateCycle.event { text?.wrappedValue = searchText }
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    let actions = submitActions
    UpdateCycle.event { for action in actions { action() } }
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    UpdateCycle.event { text?.wrappedValue = "" }
  }

  func nodeWillUnmount(_ node: ViewNode) {
    if let screen, screen.navigationItem.searchController === controller {
      screen.navigationItem.searchController = nil
    }
  }
}

/// Where the search field goes (kept for source compatibility).
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    .navigationBarDrawer
  }

  /// When the drawer's search field shows.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

extension View {
  /// A search field for this screen, bound to `text`.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt?.string ?? "Search"))
  }

  /// A search field for this screen, bound to `text`, with a prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt.resolved))
  }

  /// A search field for this screen, bound to `text`, with a prompt.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: String(prompt)))
  }
}
