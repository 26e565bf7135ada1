import Domain
import Expectations
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
    expectEqual(
      names(CatalogQuery()),
      [
        "Bàn phím cơ", "Keyboard", "Monitor Stand", "Mouse", "Pro Display", "USB-C Hub", "マウスパッド",
      ])
  }

  @Test func priceOrdersBothWays() {
    expectEqual(
      names(CatalogQuery(sort: .priceAscending)),
      [
        "Mouse", "Keyboard", "マウスパッド", "USB-C Hub", "Monitor Stand", "Bàn phím cơ", "Pro Display",
      ])
    expectEqual(
      names(CatalogQuery(sort: .priceDescending)),
      [
        "Pro Display", "Bàn phím cơ", "Monitor Stand", "USB-C Hub", "マウスパッド", "Keyboard", "Mouse",
      ])
  }

  @Test func equalFoldedNamesKeepCatalogOrder() {
    let twins = products([("école", 100), ("Ecole", 100), ("ÉCOLE", 100), ("Abc", 100)])
    expectEqual(names(CatalogQuery(), twins), ["Abc", "école", "Ecole", "ÉCOLE"])
  }

  @Test func priceTiesFollowNameOrderAscendingEvenUnderPriceDescending() {
    let tied = products([("b", 500), ("C", 900), ("a", 500), ("d", 900), ("B", 500)])
    expectEqual(names(CatalogQuery(sort: .priceAscending), tied), ["a", "b", "B", "C", "d"])
    expectEqual(names(CatalogQuery(sort: .priceDescending), tied), ["C", "d", "a", "b", "B"])
  }

  @Test func searchIsTrimmedAndIgnoresCaseAndDiacritics() {
    expectEqual(names(CatalogQuery(searchText: "ban phim")), ["Bàn phím cơ"])
    expectEqual(names(CatalogQuery(searchText: "  MO ")), ["Monitor Stand", "Mouse"])
    expectEqual(names(CatalogQuery(searchText: "BÀN")), ["Bàn phím cơ"])
    expectEqual(names(CatalogQuery(searchText: "マウス")), ["マウスパッド"])
    expectEqual(names(CatalogQuery(searchText: "zzz")), [])
  }

  @Test func blankSearchShowsEveryProduct() {
    expectEqual(CatalogQuery(searchText: " \t").apply(to: catalog).count, 7)
  }

  @Test func summaryTemplatesFillInTheNounTheyAreGiven() {
    expectEqual(Strings.Catalog.productCount(7, noun: Strings.Catalog.products), "7 products")
    expectEqual(Strings.Catalog.productCount(1, noun: Strings.Catalog.product), "1 product")
    expectEqual(
      Strings.Catalog.matchCount(2, of: 7, noun: Strings.Catalog.products), "2 of 7 products")
    expectEqual(
      Strings.Catalog.matchCount(1, of: 1, noun: Strings.Catalog.product), "1 of 1 product")
    expectEqual(Strings.Catalog.noMatch("zz"), "No products match “zz”")
    expectEqual(Strings.Catalog.emptyCatalog, "No products yet")
    expectEqual(Strings.Catalog.unavailable, "Catalog unavailable")
  }

  @Test func listingHoldsTheShownProductsTheTotalAndTheTrimmedSearch() {
    let query = CatalogQuery(searchText: "  o ", sort: .priceDescending)
    let listing = CatalogListing(catalog: catalog, query: query)
    expectEqual(
      listing.products.map(\.name),
      [
        "Pro Display", "Bàn phím cơ", "Monitor Stand", "Keyboard", "Mouse",
      ])
    expectEqual(listing.total, 7)
    expectEqual(listing.searchText, "o")
    #expect(!listing.isCatalogUnavailable)
    let unreadable = CatalogListing(catalog: [], query: query, isCatalogUnavailable: true)
    expectEqual(
      unreadable,
      CatalogListing(products: [], total: 0, searchText: "o", isCatalogUnavailable: true))
  }
}
