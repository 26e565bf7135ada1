import Domain
import Scenarios
import Scheduling

/// The heap each screen of a pattern keeps while shown: bytes in use after the screen is
/// built and laid out, minus before (the environment and its catalog are made first and not
/// counted).
enum MemoryBench {
  /// The screens measured, in the order a user meets them.
  static let screens = [ElementID.Login.screen, ElementID.Catalog.screen, ElementID.Product.screen]

  /// One sample per screen (`screens` order), or nil where the heap cannot be read. The
  /// catalog screen shows `products` generated products.
  static func sample(_ name: String, _ makeWindow: ScenarioRunner.MakeWindow, products: Int)
    throws -> [Double]?
  {
    guard HeapUsage.bytesInUse() != nil else { return nil }
    let login = try screenBytes(name, makeWindow, AppConfiguration(), ElementID.Login.screen)
    let catalogConfiguration = BenchApp.signedIn(products: BenchCatalog.seeds(count: products))
    let scheduler = VirtualScheduler()
    let environment = AppEnvironment(configuration: catalogConfiguration, scheduler: scheduler)
    let before = HeapUsage.bytesInUse() ?? 0
    let app = BenchApp(makeWindow, environment: environment, scheduler: scheduler)
    defer { app.tearDown() }
    benchKeep(try app.renderRows(of: ElementID.Catalog.list))
    try app.expectScreen(ElementID.Catalog.screen, after: "\(name): signed in")
    let catalog = (HeapUsage.bytesInUse() ?? 0) - before
    try app.driver.tapRow(1, of: ElementID.Catalog.list)
    try app.expectScreen(ElementID.Product.screen, after: "\(name): product opened")
    let product = (HeapUsage.bytesInUse() ?? 0) - before - catalog
    return [Double(login), Double(catalog), Double(product)]
  }

  private static func screenBytes(
    _ name: String, _ makeWindow: ScenarioRunner.MakeWindow,
    _ configuration: AppConfiguration, _ screen: String
  ) throws -> Int {
    let scheduler = VirtualScheduler()
    let environment = AppEnvironment(configuration: configuration, scheduler: scheduler)
    let before = HeapUsage.bytesInUse() ?? 0
    let app = BenchApp(makeWindow, environment: environment, scheduler: scheduler)
    defer { app.tearDown() }
    try app.expectScreen(screen, after: "\(name): started")
    return (HeapUsage.bytesInUse() ?? 0) - before
  }
}
