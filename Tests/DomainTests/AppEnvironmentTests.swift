import Assertions
import Domain
import Scheduling
import Testing

struct AppEnvironmentTests {
  @Test func theDefaultEnvironmentHasTheSpecsCatalogAndUsers() throws {
    let scheduler = VirtualScheduler()
    let environment = AppEnvironment(scheduler: scheduler)
    let products = try environment.catalogStore.allProducts()
    assertEqual(
      products.map(\.name),
      [
        "Keyboard", "Mouse", "Bàn phím cơ", "USB-C Hub", "マウスパッド", "Monitor Stand", "Pro Display",
      ])
    assertEqual(
      products.map(\.price.cents), [600, 500, 4990, 2500, 1200, 3550, 159_900])
    #expect(environment.session == nil)
    var result: SignInResult?
    environment.authService.signIn(email: "alan@example.com", password: "turing42") { result = $0 }
    scheduler.advance(by: .milliseconds(400))
    assertEqual(result, .signedIn(Session(email: "alan@example.com")))
  }

  @Test func givenLinesChangeTheEnvironment() throws {
    let scheduler = VirtualScheduler()
    var configuration = AppConfiguration()
    configuration.isServerReachable = false
    configuration.products = [ProductSeed(name: "Lamp", price: Price(cents: 1250))]
    configuration.extraUsers = [Credentials(email: "grace@example.com", password: "hopper")]
    configuration.signedInEmail = " grace@example.com "
    let environment = AppEnvironment(configuration: configuration, scheduler: scheduler)
    try assertEqual(environment.catalogStore.allProducts().map(\.name), ["Lamp"])
    assertEqual(environment.session, Session(email: "grace@example.com"))
    var result: SignInResult?
    environment.authService.signIn(email: "grace@example.com", password: "hopper") { result = $0 }
    scheduler.advance(by: .milliseconds(400))
    assertEqual(result, .unreachable)
  }

  @Test func anEmptyCatalogHasNoProducts() throws {
    let environment = AppEnvironment(
      configuration: AppConfiguration(products: []), scheduler: VirtualScheduler())
    #expect(try environment.catalogStore.allProducts().isEmpty)
  }
}
