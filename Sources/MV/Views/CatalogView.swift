// View (MV): the catalog screen. The catalog model is read from the environment; the query,
// the search waiting for its delay and the listing are the view's own state.
// Owns: the applied query, the search waiting, what the list shows, the alert on screen,
// and every presentation decision of the screen (the rows' texts, the summary line, the
// unreadable-catalog alert); it pushes the product screen with a link, and signs out through
// the account. Must not know: how search and sort work (Domain's `CatalogQuery`), nor the
// product screen's workings.
import Domain
import HeadlessSwiftUI
import Scheduling
import SwiftUILayouts

/// The catalog screen (MV's V): reads the `CatalogModel` on every appearance, debounces the
/// search on the scheduler, applies Domain's `CatalogQuery`, and words rows and summary.
struct CatalogView: View {
  @Environment(Account.self) private var account
  @Environment(CatalogModel.self) private var catalogModel
  @Environment(\.scheduler) private var scheduler
  @State private var searchText = ""
  /// The query in force: the search text applies only once its delay has passed.
  @State private var query = CatalogQuery()
  /// What is on screen: `query` applied to the catalog as last read.
  @State private var listing = CatalogListing(products: [], total: 0)
  /// The search waiting for its delay; it ends with this screen's state.
  @State private var pendingSearch = PendingWork()
  /// The alert on screen, if any.
  @State private var alert: AlertText?

  var body: some View {
    VStack {
      CatalogLayout.Title()
      CatalogLayout.SearchField(text: $searchText)
      CatalogLayout.SortPicker(selection: $query.sort)
      List(listing.products) { product in
        NavigationLink(value: ProductMode.edit(product)) {
          CatalogLayout.ProductCell(
            title: product.name, detail: Strings.Catalog.price(product.price))
        }
      }
      .catalogList()
      CatalogLayout.Summary(Self.summary(of: listing))
      NavigationLink(Strings.Catalog.add, value: ProductMode.add).catalogAddButton()
      Button(Strings.Catalog.signOut, action: signOutButtonTapped).catalogSignOutButton()
    }
    .catalogScreen()
    .onAppear(perform: viewWillAppear)
    .onChange(of: searchText) { searchTextChanged($1) }
    .onChange(of: query.sort) { showListing() }
    .alert($alert)
  }

  // MARK: Events, in the order a user meets them

  /// Catalog rules 7 and 8: each appearance reads the catalog as it now is, with the same
  /// query; a catalog that cannot be read shows an empty list and says so.
  private func viewWillAppear() {
    catalogModel.loadCatalog()
    showListing()
    if catalogModel.isCatalogUnavailable { alert = Self.loadFailedAlert }
  }

  /// Catalog rule 2: the search applies once the typing has paused for its delay.
  private func searchTextChanged(_ text: String) {
    pendingSearch.replace(
      with: scheduler.schedule(after: CatalogQuery.searchDelay) {
        pendingSearch.finished()
        query.searchText = text
        showListing()
      })
  }

  /// Catalog rule 6; the search still waiting ends as this screen leaves.
  private func signOutButtonTapped() {
    pendingSearch.cancel()
    account.signOut()
  }

  // MARK: Helpers

  /// Applies the query in force to the catalog as last read.
  private func showListing() {
    listing = CatalogListing(
      catalog: catalogModel.catalog, query: query,
      isCatalogUnavailable: catalogModel.isCatalogUnavailable)
  }

  // MARK: Presentation decisions

  /// Catalog rules 4 and 8: "7 products", "1 of 7 products", "No products match “q”",
  /// "No products yet", or "Catalog unavailable".
  private static func summary(of listing: CatalogListing) -> String {
    if listing.isCatalogUnavailable { return Strings.Catalog.unavailable }
    let noun = listing.total == 1 ? Strings.Catalog.product : Strings.Catalog.products
    if listing.searchText.isEmpty {
      return listing.total == 0
        ? Strings.Catalog.emptyCatalog : Strings.Catalog.productCount(listing.total, noun: noun)
    }
    if listing.products.isEmpty { return Strings.Catalog.noMatch(listing.searchText) }
    return Strings.Catalog.matchCount(listing.products.count, of: listing.total, noun: noun)
  }

  /// Catalog rule 8: "Cannot load products".
  private static let loadFailedAlert = AlertText(
    title: Strings.Catalog.loadFailedTitle, message: Strings.Catalog.loadFailedMessage,
    button: Strings.Alert.ok)
}
