// Reducer (TEA): every decision of the catalog screen (app spec, Catalog rules 1-4, 7-8).
// Owns: when to read the catalog, the debounced search, the sort and the load-failure alert
// (the rows and the summary line derive from the state: `CatalogState`). Must not know:
// widgets, the clock (the debounce is an effect the store times), the store itself. No UI
// module, no Scheduling here.
import Domain

/// Ids of the catalog screen's cancellable effects.
public enum CatalogCancelID: Hashable, Sendable {
  /// The search waiting for its 250 ms.
  case search
}

/// The catalog screen's reducer. Opening a product and signing out are the app's moves
/// (`appReducer`, which also cancels the search waiting when the screen leaves the stack).
public func catalogReducer(_ state: inout CatalogState, _ action: CatalogAction)
  -> Effect<CatalogAction>
{
  switch action {
  case .viewWillAppear:
    return .loadCatalog(CatalogAction.catalogLoaded)

  case .catalogLoaded(.success(let products)):
    state.catalog = products
    state.isCatalogUnavailable = false
    return .none

  case .catalogLoaded(.failure):
    state.catalog = []
    state.isCatalogUnavailable = true
    state.alert = loadFailedAlert
    return .none

  case .searchTextChanged(let text):
    state.searchText = text
    return Effect.send(CatalogAction.searchApplied(text))
      .debounce(id: CatalogCancelID.search, for: CatalogQuery.searchDelay)

  case .searchApplied(let text):
    state.query.searchText = text
    return .none

  case .sortChanged(let sort):
    state.query.sort = sort
    return .none

  case .productTapped, .addButtonTapped, .signOutButtonTapped:
    return .none

  case .alertDismissed:
    state.alert = nil
    return .none
  }
}

/// Catalog rule 8: "Cannot load products".
private let loadFailedAlert = AlertText(
  title: Strings.Catalog.loadFailedTitle, message: Strings.Catalog.loadFailedMessage,
  button: Strings.Alert.ok)
