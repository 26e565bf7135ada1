// The catalog view model, through its inputs and outputs only, in virtual time: the debounced
// search, the sort, the summary, the routes and the reload (app spec, Catalog rules 1-7).
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
@Suite struct CatalogViewModelTests {
  @Test func showsEveryProductByNameWithFormattedPrices() {
    let screen = CatalogHarness()
    screen.scheduler.start()
    let prices = ["$49.90", "$6.00", "$35.50", "$5.00", "$1,599.00", "$25.00", "$12.00"]
    let expected = zip(byName, prices).map { CatalogRow(title: $0, detail: $1) }
    #expect(screen.rows.events == [.next(0, expected)])
    #expect(screen.summary.events == [.next(0, "7 products")])
  }

  @Test func theSearchAppliesTwoHundredFiftyMillisecondsAfterTheLastKeystroke() {
    let screen = CatalogHarness()
    screen.at(100) { $0.searchTextChanged("m") }
    screen.at(200) { $0.searchTextChanged("mo") }
    screen.at(300) { $0.searchTextChanged("mou") }
    screen.scheduler.start()
    #expect(screen.titles.events == [.next(0, byName), .next(550, ["Mouse"])])
    #expect(screen.summary.events == [.next(0, "7 products"), .next(550, "1 of 7 products")])
  }

  @Test func theSearchIgnoresCaseDiacriticsAndSurroundingSpaces() {
    let screen = CatalogHarness()
    screen.at(100) { $0.searchTextChanged("  BAN PHIM ") }
    screen.scheduler.start()
    #expect(screen.titles.events == [.next(0, byName), .next(350, ["Bàn phím cơ"])])
  }

  @Test func clearingTheSearchShowsEveryProductAfterTheDebounce() {
    let screen = CatalogHarness()
    screen.at(100) { $0.searchTextChanged("key") }
    screen.at(500) { $0.searchTextChanged("") }
    screen.scheduler.start()
    #expect(
      screen.titles.events == [.next(0, byName), .next(350, ["Keyboard"]), .next(750, byName)])
    #expect(
      screen.summary.events == [
        .next(0, "7 products"), .next(350, "1 of 7 products"), .next(750, "7 products"),
      ])
  }

  @Test func aSearchWithNoMatchSaysSoWithTheTrimmedQuery() {
    let screen = CatalogHarness()
    screen.at(100) { $0.searchTextChanged("  zzz ") }
    screen.scheduler.start()
    #expect(screen.titles.events == [.next(0, byName), .next(350, [])])
    #expect(
      screen.summary.events == [.next(0, "7 products"), .next(350, "No products match “zzz”")])
  }

  @Test func aSortChangeAppliesAtOnceWithTheAppliedQuery() {
    let screen = CatalogHarness()
    screen.at(100) { $0.searchTextChanged("o") }
    screen.at(400) { $0.searchTextChanged("ou") }
    screen.at(500) { $0.sortChanged(.priceDescending) }
    screen.scheduler.start()
    let withO = ["Bàn phím cơ", "Keyboard", "Monitor Stand", "Mouse", "Pro Display"]
    #expect(
      screen.titles.events == [
        .next(0, byName), .next(350, withO),
        .next(500, ["Pro Display", "Bàn phím cơ", "Monitor Stand", "Keyboard", "Mouse"]),
        .next(650, ["Mouse"]),
      ])
    #expect(
      screen.summary.events == [
        .next(0, "7 products"), .next(350, "5 of 7 products"), .next(650, "1 of 7 products"),
      ])
  }

  @Test func sortsByPriceBothWaysWithTiesInNameOrder() {
    let seeds = [("b", 100), ("A", 100), ("c", 50)].map {
      ProductSeed(name: $0.0, price: Price(cents: $0.1))
    }
    let screen = CatalogHarness(store: InMemoryCatalogStore(seeds: seeds))
    screen.at(100) { $0.sortChanged(.priceAscending) }
    screen.at(200) { $0.sortChanged(.priceDescending) }
    screen.at(300) { $0.sortChanged(.name) }
    screen.scheduler.start()
    #expect(
      screen.titles.events == [
        .next(0, ["A", "b", "c"]), .next(100, ["c", "A", "b"]), .next(200, ["A", "b", "c"]),
      ])
  }

  @Test func theSummaryAgreesWithTheCatalogSize() {
    let one = CatalogHarness(
      store: InMemoryCatalogStore(seeds: [AppConfiguration.defaultCatalog[0]]))
    one.at(100) { $0.searchTextChanged("key") }
    one.scheduler.start()
    #expect(one.summary.events == [.next(0, "1 product"), .next(350, "1 of 1 product")])

    let empty = CatalogHarness(store: InMemoryCatalogStore())
    empty.scheduler.start()
    #expect(empty.summary.events == [.next(0, "No products yet")])
    #expect(empty.rows.events == [.next(0, [])])
  }

  @Test func tappingARowOpensTheProductShownThereInEditMode() {
    let screen = CatalogHarness()
    screen.at(100) { $0.productTapped(at: 0) }
    screen.at(200) { $0.sortChanged(.priceAscending) }
    screen.at(300) { $0.productTapped(at: 0) }
    screen.at(400) { $0.productTapped(at: 7) }  // no such row: nothing
    screen.scheduler.start()
    let all = try! screen.store.allProducts()
    let ban = all.first { $0.name == "Bàn phím cơ" }!
    let mouse = all.first { $0.name == "Mouse" }!
    #expect(screen.route.events == [.next(100, .edit(ban)), .next(300, .edit(mouse))])
  }

  @Test func addAndSignOutRouteAway() {
    let screen = CatalogHarness()
    screen.at(100) { $0.addButtonTapped() }
    screen.at(200) { $0.signOutButtonTapped() }
    screen.scheduler.start()
    #expect(screen.route.events == [.next(100, .add), .next(200, .signOut)])
  }

  @Test func comingBackReloadsTheCatalogKeepingQueryAndSort() throws {
    let screen = CatalogHarness()
    screen.at(100) { $0.viewWillAppear() }  // the first appearance changes nothing
    screen.at(200) { $0.searchTextChanged("m") }
    screen.at(500) { $0.sortChanged(.priceAscending) }
    screen.scheduler.advanceTo(600)
    try screen.store.add(name: "Mug", price: Price(cents: 800))
    screen.at(700) { $0.viewWillAppear() }
    screen.scheduler.start()
    #expect(
      screen.titles.events == [
        .next(0, byName), .next(450, ["Bàn phím cơ", "Monitor Stand", "Mouse"]),
        .next(500, ["Mouse", "Monitor Stand", "Bàn phím cơ"]),
        .next(700, ["Mouse", "Mug", "Monitor Stand", "Bàn phím cơ"]),
      ])
    #expect(
      screen.summary.events == [
        .next(0, "7 products"), .next(450, "3 of 7 products"), .next(700, "4 of 8 products"),
      ])
  }

  @Test func aStoreThatCannotBeReadAlertsWithItsError() {
    let screen = CatalogHarness(store: FailingCatalogStore(failsReads: true))
    screen.scheduler.start()
    #expect(
      screen.alert.events == [
        .next(0, AlertText(title: "Error", message: "The disk is full.", button: "OK"))
      ])
    #expect(screen.rows.events.isEmpty)
  }

  @Test func theViewModelIsReleasedWithItsBindingsEvenWithASearchPending() {
    let screen = CatalogHarness()
    weak var released = screen.viewModel
    screen.at(100) { $0.searchTextChanged("key") }
    screen.scheduler.advanceTo(200)
    screen.bag = nil
    screen.viewModel = nil
    screen.scheduler.start()
    #expect(released == nil)
    #expect(screen.titles.events == [.next(0, byName)])
  }
}
