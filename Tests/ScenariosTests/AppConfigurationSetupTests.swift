import Assertions
import Domain
import Testing

@testable import Scenarios

struct AppConfigurationSetupTests {
  @Test func noGivenLinesIsTheSpecsDefaultEnvironment() throws {
    try assertEqual(AppConfiguration(setup: []), AppConfiguration())
  }

  @Test func everyGivenLineChangesItsPart() throws {
    let configuration = try AppConfiguration(setup: [
      .serverUnreachable,
      .product(name: "Desk", price: "12.50"),
      .product(name: "Lamp", price: "3"),
      .user(email: "bob@example.com", password: "builder1"),
      .signedIn(email: "ada@example.com"),
    ])
    #expect(!configuration.isServerReachable)
    assertEqual(
      configuration.products,
      [
        ProductSeed(name: "Desk", price: Price(cents: 1250)),
        ProductSeed(name: "Lamp", price: Price(cents: 300)),
      ])
    assertEqual(
      configuration.extraUsers, [Credentials(email: "bob@example.com", password: "builder1")])
    assertEqual(configuration.signedInEmail, "ada@example.com")
  }

  @Test func storeFaultLinesMakeTheCatalogUnreadableOrUnwritable() throws {
    let unreadable = try AppConfiguration(setup: [.catalogUnreadable])
    #expect(!unreadable.isCatalogReadable && unreadable.isCatalogWritable)
    let unwritable = try AppConfiguration(setup: [.catalogUnwritable])
    #expect(unwritable.isCatalogReadable && !unwritable.isCatalogWritable)
  }

  @Test func anEmptyCatalogHasNoProducts() throws {
    try assertEqual(AppConfiguration(setup: [.emptyCatalog]).products, [])
  }
}
