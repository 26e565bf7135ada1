import Domain
import Scheduling
import Testing

@Suite struct AppEnvironmentTests {
  @Test func theDefaultEnvironmentHasTheSpecsCatalogAndUsers() throws {
    let scheduler = VirtualScheduler()
    let environment = AppEnvironment(scheduler: scheduler)
    let products = try environment.catalogStore.allProducts()
    #expect(
      products.map(\.name) == [
        "Keyboard", "Mouse", "Bàn phím cơ", "USB-C Hub", "マウスパッド", "Monitor Stand", "Pro Display",
      ])
    #expect(
      products.map(\.price.formatted) == [
        "$6.00", "$5.00", "$49.90", "$25.00", "$12.00", "$35.50", "$1,599.00",
      ])
    #expect(environment.session == nil)
    var result: SignInResult?
    environment.authService.signIn(email: "alan@example.com", password: "turing42") { result = $0 }
    scheduler.advance(by: .milliseconds(400))
    #expect(result == .signedIn(Session(email: "alan@example.com")))
  }

  @Test func givenLinesChangeTheEnvironment() throws {
    let scheduler = VirtualScheduler()
    var configuration = AppConfiguration()
    configuration.isServerReachable = false
    configuration.products = [ProductSeed(name: "Lamp", price: Price(cents: 1250))]
    configuration.extraUsers = [Credentials(email: "grace@example.com", password: "hopper")]
    configuration.signedInEmail = " grace@example.com "
    let environment = AppEnvironment(configuration: configuration, scheduler: scheduler)
    #expect(try environment.catalogStore.allProducts().map(\.name) == ["Lamp"])
    #expect(environment.session == Session(email: "grace@example.com"))
    var result: SignInResult?
    environment.authService.signIn(email: "grace@example.com", password: "hopper") { result = $0 }
    scheduler.advance(by: .milliseconds(400))
    #expect(result == .unreachable)
  }

  @Test func anEmptyCatalogHasNoProducts() throws {
    let environment = AppEnvironment(
      configuration: AppConfiguration(products: []), scheduler: VirtualScheduler())
    #expect(try environment.catalogStore.allProducts().isEmpty)
  }
}
