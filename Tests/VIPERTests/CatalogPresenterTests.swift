/// The catalog presenter alone, against a spy view, a fake interactor and a spy router: the
/// rows' texts, the summary line, the unreadable-catalog alert and the routes (Catalog rules
/// 1 and 4-8), with the interactor's listings played by hand.
import Assertions
import Domain
import Testing
import VIPER

/// A catalog presenter wired to fakes, its view loaded and appeared.
private struct CatalogFixture {
  let view = SpyCatalogView()
  let interactor = FakeCatalogInteractor()
  let router = SpyRouter()
  let presenter: CatalogPresenter

  init() {
    presenter = CatalogPresenter(interactor: interactor, router: router)
    presenter.view = view
    presenter.viewWillAppear()
  }
}

private let display = Product(id: ProductID(7), name: "Pro Display", price: Price(cents: 159_900))
private let mouse = Product(id: ProductID(2), name: "Mouse", price: Price(cents: 500))

/// A listing of `products` out of `total`, found with `search`.
private func listing(_ products: [Product], of total: Int, search: String = "") -> CatalogListing {
  CatalogListing(products: products, total: total, searchText: search)
}

struct CatalogPresenterTests {
  /// The presenter's part: it asks the interactor to load once per appearance.
  @Test func eachAppearanceReadsTheCatalogOnce() {
    let app = CatalogFixture()
    assertEqual(app.interactor.requests, [.load])
    app.presenter.viewWillAppear()
    assertEqual(app.interactor.requests, [.load, .load])
  }

  @Test func searchAndSortGoToTheInteractorAsTyped() {
    let app = CatalogFixture()
    app.presenter.searchTextChanged(" mo")
    app.presenter.sortChanged(.priceDescending)
    assertEqual(app.interactor.requests, [.load, .search(" mo"), .sort(.priceDescending)])
  }

  @Test func rowsShowNameAndFormattedPrice() {
    let app = CatalogFixture()
    app.presenter.catalogChanged(listing([display, mouse], of: 7))
    assertEqual(
      app.view.rows,
      [
        ProductRow(title: "Pro Display", detail: "$1,599.00"),
        ProductRow(title: "Mouse", detail: "$5.00"),
      ])
  }

  @Test func summaryCountsShownAndTotalProducts() {
    let app = CatalogFixture()
    var summaries: [String?] = []
    for next in [
      listing([display, mouse], of: 7), listing([mouse], of: 1),
      listing([mouse], of: 7, search: "mo"),
      listing([mouse], of: 1, search: "mo"), listing([], of: 7, search: "lamp"),
      listing([], of: 0), listing([], of: 0, search: "x"),
    ] {
      app.presenter.catalogChanged(next)
      summaries.append(app.view.summary)
    }
    assertEqual(
      summaries,
      [
        "7 products", "1 product", "1 of 7 products", "1 of 1 product", "No products match “lamp”",
        "No products yet", "No products match “x”",
      ])
  }

  @Test func aSearchWithoutMatchesNamesTheTrimmedQuery() {
    let app = CatalogFixture()
    app.presenter.catalogChanged(listing([], of: 7, search: "zebra"))
    assertEqual(app.view.rows, [])
    assertEqual(app.view.summary, "No products match “zebra”")
  }

  @Test func anEmptyCatalogSaysNoProductsYet() {
    let app = CatalogFixture()
    app.presenter.catalogChanged(listing([], of: 0))
    assertEqual(app.view.rows, [])
    assertEqual(app.view.summary, "No products yet")
  }

  @Test func theSummaryNounAgreesWithTheCatalogTotal() {
    let app = CatalogFixture()
    app.presenter.catalogChanged(listing([mouse], of: 1))
    assertEqual(app.view.summary, "1 product")
    app.presenter.catalogChanged(listing([mouse], of: 1, search: "mo"))
    assertEqual(app.view.summary, "1 of 1 product")
    app.presenter.catalogChanged(listing([mouse], of: 7, search: "mo"))
    assertEqual(app.view.summary, "1 of 7 products")
  }

  @Test func anUnreadableCatalogShowsAnEmptyListAndAnAlert() {
    let app = CatalogFixture()
    app.presenter.catalogChanged(listing([display], of: 7))
    app.presenter.catalogChanged(
      CatalogListing(products: [], total: 0, isCatalogUnavailable: true))
    app.presenter.catalogCouldNotBeRead()
    assertEqual(app.view.rows, [])
    assertEqual(app.view.summary, "Catalog unavailable")
    assertEqual(
      app.view.alerts,
      [
        AlertText(
          title: "Cannot load products", message: "The catalog could not be read.", button: "OK")
      ])
    app.presenter.catalogChanged(
      CatalogListing(products: [], total: 0, searchText: "mo", isCatalogUnavailable: true))
    assertEqual(app.view.summary, "Catalog unavailable")
    assertEqual(app.view.alerts.count, 1)
  }

  @Test func tappingARowOpensItForEditing() {
    let app = CatalogFixture()
    app.presenter.catalogChanged(listing([display, mouse], of: 7))
    app.presenter.productTapped(at: 1)
    app.presenter.productTapped(at: 2)
    assertEqual(app.router.moves, [.product(.edit(mouse))])
  }

  @Test func tappingARowOfASortedSearchOpensTheProductShownThere() {
    let app = CatalogFixture()
    app.presenter.catalogChanged(listing([mouse, display], of: 7, search: "o"))  // by price
    app.presenter.productTapped(at: 1)
    assertEqual(app.router.moves, [.product(.edit(display))])
  }

  @Test func tappingARowThatIsNotThereDoesNothing() {
    let app = CatalogFixture()
    app.presenter.catalogChanged(listing([display, mouse], of: 7))
    app.presenter.productTapped(at: 2)
    #expect(app.router.moves.isEmpty)
  }

  @Test func addOpensAnEmptyProductScreen() {
    let app = CatalogFixture()
    app.presenter.addButtonTapped()
    assertEqual(app.router.moves, [.product(.add)])
  }

  @Test func signOutReturnsToAFreshLogin() {
    let app = CatalogFixture()
    app.presenter.signOutButtonTapped()
    assertEqual(app.router.moves, [.login])
  }
}
