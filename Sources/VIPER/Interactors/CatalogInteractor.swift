// Interactor (VIPER): the catalog use cases over Domain's `CatalogStore` and `CatalogQuery`.
// Owns: the applied query, the catalog as last read, the pending search on the scheduler
// (cancelled when it goes). Must not know: widgets (no UI module), presenters (it answers
// through `CatalogInteractorOutput`), texts on screen.
import Domain
import Scheduling

/// Reads, searches and sorts the catalog.
public final class CatalogInteractor: CatalogInteracting {
  /// Hears the answers; weak, because the presenter owns its interactor.
  public weak var output: CatalogInteractorOutput?
  private let catalogStore: CatalogStore
  private let scheduler: Scheduler
  private var query = CatalogQuery()
  /// The catalog as last read (empty when it could not be read).
  private var catalog: [Product] = []
  /// Whether the last read of the store failed (Catalog rule 8).
  private var isCatalogUnavailable = false
  private var pendingSearch: Cancellable?

  /// An interactor over `catalogStore`, waiting for searches on `scheduler`.
  public init(catalogStore: CatalogStore, scheduler: Scheduler) {
    self.catalogStore = catalogStore
    self.scheduler = scheduler
  }

  /// A search still waiting for its delay ends with the interactor, which ends with its screen.
  isolated deinit {
    pendingSearch?.cancel()
  }

  /// Catalog rules 7 and 8: reads the store again and sends the listing with the query kept;
  /// an unreadable store gives an empty, unavailable listing, then `catalogCouldNotBeRead()`.
  public func loadCatalog() {
    do {
      catalog = try catalogStore.allProducts()
      isCatalogUnavailable = false
    } catch {
      catalog = []
      isCatalogUnavailable = true
    }
    sendListing()
    if isCatalogUnavailable { output?.catalogCouldNotBeRead() }
  }

  /// Catalog rule 2: applies `text` `CatalogQuery.searchDelay` after the last call.
  public func search(for text: String) {
    pendingSearch?.cancel()
    pendingSearch = scheduler.schedule(after: CatalogQuery.searchDelay) { [weak self] in
      guard let self else { return }
      pendingSearch = nil
      query.searchText = text
      sendListing()
    }
  }

  /// Catalog rule 3: applies at once, with the search already applied.
  public func sort(by sort: ProductSort) {
    query.sort = sort
    sendListing()
  }

  private func sendListing() {
    output?.catalogChanged(
      CatalogListing(catalog: catalog, query: query, isCatalogUnavailable: isCatalogUnavailable))
  }
}
