import Assertions
import Domain
import Testing

struct CatalogQueryTests {
  let catalog = InMemoryCatalogStoreFixture.defaultProducts

  private func names(_ query: CatalogQuery, _ products: [Product]? = nil) -> [String] {
    query.apply(to: products ?? catalog).map(\.name)
  }

  private func products(_ seeds: [(String, Int)]) -> [Product] {
    InMemoryCatalogStore(seeds: seeds.map { ProductSeed(name: $0.0, price: Price(cents: $0.1)) })
      .allProducts()
  }

  @Test func nameOrderFoldsCaseAndDiacriticsAndComparesScalars() {
    assertEqual(
      names(CatalogQuery()),
      [
        "Bàn phím cơ", "Keyboard", "Monitor Stand", "Mouse", "Pro Display", "USB-C Hub", "マウスパッド",
      ])
  }

  @Test func priceOrdersBothWays() {
    assertEqual(
      names(CatalogQuery(sort: .priceAscending)),
      [
        "Mouse", "Keyboard", "マウスパッド", "USB-C Hub", "Monitor Stand", "Bàn phím cơ", "Pro Display",
      ])
    assertEqual(
      names(CatalogQuery(sort: .priceDescending)),
      [
        "Pro Display", "Bàn phím cơ", "Monitor Stand", "USB-C Hub", "マウスパッド", "Keyboard", "Mouse",
      ])
  }

  @Test func equalFoldedNamesKeepCatalogOrder() {
    let twins = products([("école", 100), ("Ecole", 100), ("ÉCOLE", 100), ("Abc", 100)])
    assertEqual(names(CatalogQuery(), twins), ["Abc", "école", "Ecole", "ÉCOLE"])
  }

  @Test func priceTiesFollowNameOrderAscendingEvenUnderPriceDescending() {
    let tied = products([("b", 500), ("C", 900), ("a", 500), ("d", 900), ("B", 500)])
    assertEqual(names(CatalogQuery(sort: .priceAscending), tied), ["a", "b", "B", "C", "d"])
    assertEqual(names(CatalogQuery(sort: .priceDescending), tied), ["C", "d", "a", "b", "B"])
  }

  @Test func searchIsTrimmedAndIgnoresCaseAndDiacritics() {
    assertEqual(names(CatalogQuery(searchText: "ban phim")), ["Bàn phím cơ"])
    assertEqual(names(CatalogQuery(searchText: "  MO ")), ["Monitor Stand", "Mouse"])
    assertEqual(names(CatalogQuery(searchText: "BÀN")), ["Bàn phím cơ"])
    assertEqual(names(CatalogQuery(searchText: "マウス")), ["マウスパッド"])
    assertEqual(names(CatalogQuery(searchText: "zzz")), [])
  }

  @Test func blankSearchShowsEveryProduct() {
    assertEqual(CatalogQuery(searchText: " \t").apply(to: catalog).count, 7)
  }

  @Test func summaryTemplatesFillInTheNounTheyAreGiven() {
    assertEqual(Strings.Catalog.productCount(7, noun: Strings.Catalog.products), "7 products")
    assertEqual(Strings.Catalog.productCount(1, noun: Strings.Catalog.product), "1 product")
    assertEqual(
      Strings.Catalog.matchCount(2, of: 7, noun: Strings.Catalog.products), "2 of 7 products")
    assertEqual(
      Strings.Catalog.matchCount(1, of: 1, noun: Strings.Catalog.product), "1 of 1 product")
    assertEqual(Strings.Catalog.noMatch("zz"), "No products match “zz”")
    assertEqual(Strings.Catalog.emptyCatalog, "No products yet")
    assertEqual(Strings.Catalog.unavailable, "Catalog unavailable")
  }

  @Test func listingHoldsTheShownProductsTheTotalAndTheTrimmedSearch() {
    let query = CatalogQuery(searchText: "  o ", sort: .priceDescending)
    let listing = CatalogListing(catalog: catalog, query: query)
    assertEqual(
      listing.products.map(\.name),
      [
        "Pro Display", "Bàn phím cơ", "Monitor Stand", "Keyboard", "Mouse",
      ])
    assertEqual(listing.total, 7)
    assertEqual(listing.searchText, "o")
    #expect(!listing.isCatalogUnavailable)
    let unreadable = CatalogListing(catalog: [], query: query, isCatalogUnavailable: true)
    assertEqual(
      unreadable,
      CatalogListing(products: [], total: 0, searchText: "o", isCatalogUnavailable: true))
  }
}
