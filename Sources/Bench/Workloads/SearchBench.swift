import Domain
import Scenarios
import HeadlessUI
import Scheduling

/// The architecture overhead: one keystroke in `catalog.search`, the 250 ms search delay,
/// and the table rendering its visible rows, through each pattern's whole stack, against
/// `RawCatalogTable` doing Domain's filter and sort and the same rendering.
enum SearchBench {
  /// For one catalog size: the raw baseline (ms) and each pattern's figure.
  static func measure(
    _ patterns: [(name: String, makeWindow: ScenarioRunner.MakeWindow)], products count: Int,
    rounds: Int
  ) throws -> (raw: BenchSpread, figures: [SearchFigure]) {
    let seeds = BenchCatalog.seeds(count: count)
    var apps: [BenchApp] = []
    defer { for app in apps { app.tearDown() } }
    for pattern in patterns {
      let app = BenchApp(pattern.makeWindow, configuration: BenchApp.signedIn(products: seeds))
      try app.expectScreen(ElementID.Catalog.screen, after: "\(pattern.name): signed in")
      apps.append(app)
    }
    let products = try AppEnvironment(
      configuration: BenchApp.signedIn(products: seeds), scheduler: VirtualScheduler()
    ).catalogStore.allProducts()
    let frame =
      (try? apps.first?.driver.element(ElementID.Catalog.list).bounds) ?? nil
      ?? CGRect(x: 0, y: 0, width: 390, height: 600)
    let raw = RawCatalogTable(products: products, frame: frame)
    // One warm-up keystroke each, checked: the pattern shows what Domain's query keeps.
    let expected = CatalogQuery(searchText: BenchCatalog.searchCharacter).apply(to: products)
    for (pattern, app) in zip(patterns, apps) {
      _ = try keystroke(app)
      let table = try app.driver.element(ElementID.Catalog.list) as? UITableView
      let rows = table.map { (0..<$0.numberOfSections).map($0.numberOfRows).reduce(0, +) }
      guard rows == expected.count else {
        throw BenchError(
          "\(pattern.name): the search shows \(rows ?? 0) rows, Domain keeps \(expected.count)")
      }
    }

    var subjects: [() throws -> Double] = apps.map { app in { try keystroke(app) } }
    subjects.append {
      raw.show(searchText: "")
      return BenchTimer.seconds { benchKeep(raw.show(searchText: BenchCatalog.searchCharacter)) }
    }
    let samples = try BenchTimer.interleave(rounds: rounds, subjects)
    let rawSamples = samples[patterns.count]
    let figures = patterns.indices.map { index in
      SearchFigure(
        products: count, milliseconds: BenchSpread(samples[index])!.scaled(by: 1_000),
        ratio: BenchSpread(BenchTimer.ratios(samples[index], to: rawSamples))!)
    }
    return (BenchSpread(rawSamples)!.scaled(by: 1_000), figures)
  }

  /// Clears the search and lets it apply (not timed), then times one keystroke to the
  /// rendered rows.
  private static func keystroke(_ app: BenchApp) throws -> Double {
    let search = ElementID.Catalog.search
    let list = ElementID.Catalog.list
    try app.driver.clear(search)
    app.scheduler.advance(by: CatalogQuery.searchDelay)
    benchKeep(try app.renderRows(of: list))
    return try BenchTimer.seconds {
      try app.driver.type(BenchCatalog.searchCharacter, into: search)
      app.scheduler.advance(by: CatalogQuery.searchDelay)
      benchKeep(try app.renderRows(of: list))
    }
  }
}
