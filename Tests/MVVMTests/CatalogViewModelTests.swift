// The catalog view model, through its inputs and outputs only, in virtual time: the rows, the
// delayed search, the sort, the summary, the navigation, one read per appearance and an
// unreadable catalog (app spec, Catalog rules 1-8). No view is involved.
import Assertions
import Domain
import MVVM
import Reactive
import ReactiveTesting
import Scheduling
import Testing

private let byName = [
  "Bàn phím cơ", "Keyboard", "Monitor Stand", "Mouse", "Pro Display", "USB-C Hub", "マウスパッド",
]

@MainActor
struct CatalogViewModelTests {
  @Test func rowsShowNameAndFormattedPrice() throws {
    let screen = CatalogHarness()
    screen.scheduler.start()
    let prices = ["$49.90", "$6.00", "$35.50", "$5.00", "$1,599.00", "$25.00", "$12.00"]
    let expected = try zip(byName, prices).map { name, price in
      ProductRow(id: try screen.product(name).id, title: name, detail: price)
    }
    assertEqual(screen.rows.events, [.next(0, expected)])
    assertEqual(screen.summary.events, [.next(0, "7 products")])
    #expect(screen.alert.events.isEmpty)
  }

  @Test func searchAppliesAfterTheDelay() {
    let screen = CatalogHarness()
    screen.search((100, "m"), (200, "mo"), (300, "mou"))
    screen.scheduler.start()
    assertEqual(screen.titles.events, [.next(0, byName), .next(550, ["Mouse"])])
    assertEqual(screen.summary.events, [.next(0, "7 products"), .next(550, "1 of 7 products")])
  }

  @Test func searchIgnoresCaseDiacriticsAndSurroundingSpaces() {
    let screen = CatalogHarness()
    screen.at(100) { $0.searchTextChanged("  BAN PHIM ") }
    screen.scheduler.start()
    assertEqual(screen.titles.events, [.next(0, byName), .next(350, ["Bàn phím cơ"])])
  }

  @Test func clearingTheSearchShowsEveryProductAgainAfterTheDelay() {
    let screen = CatalogHarness()
    screen.search((100, "mouse"), (400, ""))
    screen.scheduler.start()
    assertEqual(
      screen.titles.events, [.next(0, byName), .next(350, ["Mouse"]), .next(650, byName)])
    assertEqual(
      screen.summary.events,
      [
        .next(0, "7 products"), .next(350, "1 of 7 products"), .next(650, "7 products"),
      ])
  }

  @Test func sortChangeAppliesAtOnce() {
    let screen = CatalogHarness()
    screen.search((100, "o"), (400, "ou"))
    screen.at(500) { $0.sortChanged(.priceDescending) }
    screen.scheduler.start()
    let withO = ["Bàn phím cơ", "Keyboard", "Monitor Stand", "Mouse", "Pro Display"]
    assertEqual(
      screen.titles.events,
      [
        .next(0, byName), .next(350, withO),
        .next(500, ["Pro Display", "Bàn phím cơ", "Monitor Stand", "Keyboard", "Mouse"]),
        .next(650, ["Mouse"]),
      ])
    assertEqual(
      screen.summary.events,
      [
        .next(0, "7 products"), .next(350, "5 of 7 products"), .next(650, "1 of 7 products"),
      ])
  }

  @Test func sortingByPriceDescendingBreaksTiesByNameAscending() {
    let seeds = [("b", 100), ("A", 100), ("c", 50)].map {
      ProductSeed(name: $0.0, price: Price(cents: $0.1))
    }
    let screen = CatalogHarness(store: InMemoryCatalogStore(seeds: seeds))
    screen.at(100) { $0.sortChanged(.priceAscending) }
    screen.at(200) { $0.sortChanged(.priceDescending) }
    screen.at(300) { $0.sortChanged(.name) }
    screen.scheduler.start()
    assertEqual(
      screen.titles.events,
      [
        .next(0, ["A", "b", "c"]), .next(100, ["c", "A", "b"]), .next(200, ["A", "b", "c"]),
      ])
  }

  @Test func aSortChangeUsesTheAppliedQueryWhileASearchIsStillWaiting() {
    let screen = CatalogHarness()
    screen.search((100, "mo"))
    screen.at(200) { $0.sortChanged(.priceAscending) }
    screen.scheduler.start()
    let byPrice = [
      "Mouse", "Keyboard", "マウスパッド", "USB-C Hub", "Monitor Stand", "Bàn phím cơ", "Pro Display",
    ]
    assertEqual(
      screen.titles.events,
      [
        .next(0, byName), .next(200, byPrice), .next(350, ["Mouse", "Monitor Stand"]),
      ])
  }

  @Test func summaryCountsShownAndTotalProducts() {
    let seven = CatalogHarness()
    seven.search((100, "  zzz "), (400, "o"), (800, " "))
    seven.scheduler.start()
    assertEqual(
      seven.summary.events,
      [
        .next(0, "7 products"), .next(350, "No products match “zzz”"),
        .next(650, "5 of 7 products"), .next(1050, "7 products"),
      ])
    assertEqual(seven.titles.events.map(\.time), [0, 350, 650, 1050])
    assertEqual(seven.titles.events.last, .next(1050, byName))

    let one = CatalogHarness(
      store: InMemoryCatalogStore(seeds: [AppConfiguration.defaultCatalog[0]]))
    one.at(100) { $0.searchTextChanged("key") }
    one.scheduler.start()
    assertEqual(one.summary.events, [.next(0, "1 product"), .next(350, "1 of 1 product")])

    let empty = CatalogHarness(store: InMemoryCatalogStore())
    empty.scheduler.start()
    assertEqual(empty.summary.events, [.next(0, "No products yet")])
    assertEqual(empty.rows.events, [.next(0, [])])
  }

  @Test func aSearchWithoutMatchesNamesTheTrimmedQuery() {
    let screen = CatalogHarness()
    screen.search((100, " zebra "))
    screen.scheduler.start()
    assertEqual(screen.titles.events, [.next(0, byName), .next(350, [])])
    assertEqual(
      screen.summary.events, [.next(0, "7 products"), .next(350, "No products match “zebra”")])
  }

  @Test func anEmptyCatalogSaysNoProductsYet() {
    let screen = CatalogHarness(store: InMemoryCatalogStore())
    screen.scheduler.start()
    assertEqual(screen.rows.events, [.next(0, [])])
    assertEqual(screen.summary.events, [.next(0, "No products yet")])
  }

  @Test func theSummaryNounAgreesWithTheCatalogTotal() {
    let screen = CatalogHarness(
      store: InMemoryCatalogStore(seeds: [ProductSeed(name: "Lamp", price: Price(cents: 1250))]))
    screen.search((100, "la"))
    screen.scheduler.start()
    assertEqual(screen.summary.events, [.next(0, "1 product"), .next(350, "1 of 1 product")])
  }

  @Test func tappingARowOpensItForEditing() throws {
    let screen = CatalogHarness()
    screen.scheduler.advanceTo(50)
    let rows = try #require(screen.rows.events.last?.value.element)
    screen.at(100) { $0.productTapped(rows[0]) }
    screen.at(200) { $0.sortChanged(.priceAscending) }
    screen.at(300) { $0.productTapped(rows[3]) }
    screen.at(400) { $0.searchTextChanged("key") }
    screen.at(700) { $0.productTapped(rows[3]) }  // "Mouse" is no longer shown: nothing
    screen.scheduler.start()
    assertEqual(
      screen.navigation,
      [
        .next(100, .showProduct(.edit(try screen.product("Bàn phím cơ")))),
        .next(300, .showProduct(.edit(try screen.product("Mouse")))),
      ])
  }

  @Test func tappingARowOfASortedSearchOpensTheProductShownThere() throws {
    let screen = CatalogHarness()
    screen.search((100, "o"))
    screen.at(400) { $0.sortChanged(.priceDescending) }
    screen.scheduler.advanceTo(500)
    let rows = try #require(screen.rows.events.last?.value.element)
    assertEqual(
      rows.map(\.title), ["Pro Display", "Bàn phím cơ", "Monitor Stand", "Keyboard", "Mouse"])
    screen.at(600) { $0.productTapped(rows[3]) }
    screen.scheduler.start()
    assertEqual(
      screen.navigation, [.next(600, .showProduct(.edit(try screen.product("Keyboard"))))])
  }

  @Test func tappingARowThatIsNotThereDoesNothing() throws {
    let screen = CatalogHarness()
    screen.scheduler.advanceTo(50)
    let rows = try #require(screen.rows.events.last?.value.element)
    screen.search((100, "key"))
    screen.at(400) { $0.productTapped(rows[3]) }  // "Mouse", no longer shown
    screen.scheduler.start()
    #expect(screen.navigation.isEmpty)
  }

  @Test func addOpensAnEmptyProductScreen() {
    let screen = CatalogHarness()
    screen.at(100) { $0.addButtonTapped() }
    screen.scheduler.start()
    assertEqual(screen.navigation, [.next(100, .showProduct(.add))])
  }

  @Test func signOutReturnsToAFreshLogin() {
    let screen = CatalogHarness()
    screen.at(100) { $0.signOutButtonTapped() }
    screen.scheduler.start()
    assertEqual(screen.navigation, [.next(100, .showLogin)])
  }

  @Test func comingBackShowsTheCatalogAsItNowIs() throws {
    let screen = CatalogHarness()
    screen.at(200) { $0.searchTextChanged("m") }
    screen.at(500) { $0.sortChanged(.priceAscending) }
    screen.scheduler.advanceTo(600)
    try screen.store.add(name: "Mug", price: Price(cents: 800))
    screen.at(700) { $0.viewWillAppear() }
    screen.scheduler.start()
    assertEqual(
      screen.titles.events,
      [
        .next(0, byName), .next(450, ["Bàn phím cơ", "Monitor Stand", "Mouse"]),
        .next(500, ["Mouse", "Monitor Stand", "Bàn phím cơ"]),
        .next(700, ["Mouse", "Mug", "Monitor Stand", "Bàn phím cơ"]),
      ])
    assertEqual(
      screen.summary.events,
      [
        .next(0, "7 products"), .next(450, "3 of 7 products"), .next(700, "4 of 8 products"),
      ])
  }

  @Test func leavingTheScreenCancelsThePendingSearch() {
    let screen = CatalogHarness()
    weak let released = screen.viewModel
    screen.at(100) { $0.searchTextChanged("key") }
    screen.scheduler.advanceTo(200)
    screen.bag = nil
    screen.viewModel = nil
    screen.scheduler.start()
    #expect(released == nil)
    assertEqual(screen.titles.events, [.next(0, byName)])
  }
}
