/// The catalog screen's steps that its reducer's tests take again and again, each asserted
/// exhaustively as the test store wants it.
import Domain
import TEA
import TEATesting
import Testing

extension TestStore where State == CatalogState, Action == CatalogAction {
  /// Types `text` into the search field and waits out the search delay: the search applies.
  func search(_ text: String) {
    send(.searchTextChanged(text)) { $0.searchText = text }
    advance(by: CatalogQuery.searchDelay)
    receive(.searchApplied(text)) { $0.query.searchText = text }
  }

  /// The screen appears over an unreadable catalog: an empty list, unavailable, and the alert.
  func appearWithAnUnreadableCatalog() {
    send(.viewWillAppear)
    receive(.catalogLoaded(.failure(StoreFailure()))) {
      $0.isCatalogUnavailable = true
      $0.alert = AlertText(
        title: "Cannot load products", message: "The catalog could not be read.", button: "OK")
    }
  }
}
