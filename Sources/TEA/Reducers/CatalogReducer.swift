// Reducer (TEA): every decision of the catalog screen (app spec, Catalog rules 1-4, 7-8).
// Owns: when to read the catalog, the debounced search, the sort, the shown products, the
// summary line and the load-failure alert. Must not know: widgets, the clock (the debounce is
// an effect the store times), the store itself. No UI module, no Scheduling here.
import Domain

/// Ids of the catalog screen's cancellable effects.
public enum CatalogCancelID: Hashable, Sendable {
  /// The search waiting for its 250 ms.
  case search
}

/// The catalog screen's reducer. Opening a product and signing out are the app's moves
/// (`appReducer`); here they only stop the pending search.
public func catalogReducer(_ state: inout CatalogState, _ action: CatalogAction)
  -> Effect<CatalogAction>
{
  switch action {
  case .viewWillAppear:
    return .loadCatalog(CatalogAction.catalogLoaded)

  case .catalogLoaded(.success(let products)):
    state.products = products
    state.isUnavailable = false
    refresh(&state)
    return .none

  case .catalogLoaded(.failure):
    state.products = []
    state.isUnavailable = true
    refresh(&state)
    state.alert = AlertText(
      title: Strings.Catalog.loadFailedTitle, message: Strings.Catalog.loadFailedMessage,
      button: Strings.Alert.ok)
    return .none

  case .searchTextChanged(let text):
    state.searchText = text
    return Effect.send(CatalogAction.searchApplied(text))
      .debounce(id: CatalogCancelID.search, for: CatalogQuery.searchDelay)

  case .searchApplied(let text):
    state.query.searchText = text
    refresh(&state)
    return .none

  case .sortChanged(let sort):
    state.query.sort = sort
    refresh(&state)
    return .none

  case .productTapped, .addButtonTapped:
    return .none

  case .signOutButtonTapped:
    return .cancel(id: CatalogCancelID.search)

  case .alertDismissed:
    state.alert = nil
    return .none
  }
}

/// Applies the query (Catalog 2-3) and words the summary (Catalog 4 and 8).
private func refresh(_ state: inout CatalogState) {
  state.shownProducts = state.query.apply(to: state.products)
  state.summary = summary(state)
}

/// "N products", "M of N products", "No products match “q”", "No products yet", or
/// "Catalog unavailable" while the catalog cannot be read.
private func summary(_ state: CatalogState) -> String {
  if state.isUnavailable { return Strings.Catalog.unavailable }
  let query = state.query.searchText.trimmed
  let total = state.products.count
  if query.isEmpty {
    return total == 0 ? Strings.Catalog.emptyCatalog : Strings.Catalog.productCount(total)
  }
  let shown = state.shownProducts.count
  return shown == 0 ? Strings.Catalog.noMatch(query) : Strings.Catalog.matchCount(shown, of: total)
}
