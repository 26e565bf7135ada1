import Assertions
import Domain
import Scheduling
import Testing

struct FaultyCatalogStoreTests {
  @Test func anUnreadableCatalogFailsEveryReadAndStillTakesWrites() throws {
    let base = InMemoryCatalogStore(seeds: [ProductSeed(name: "Lamp", price: Price(cents: 300))])
    let store = FaultyCatalogStore(base: base, faults: .init(failsReads: true))
    #expect(throws: CatalogStoreError.self) { try store.allProducts() }
    try store.add(name: "Desk", price: Price(cents: 1250))
    assertEqual(base.allProducts().map(\.name), ["Lamp", "Desk"])
  }

  @Test func anUnwritableCatalogRefusesEveryWriteAndKeepsEveryProduct() throws {
    let base = InMemoryCatalogStore(seeds: AppConfiguration.defaultCatalog)
    let store = FaultyCatalogStore(base: base, faults: .init(failsWrites: true))
    let before = try store.allProducts()
    var renamed = before[0]
    renamed.name = "Typewriter"
    #expect(throws: CatalogStoreError.self) { try store.add(name: "Desk", price: Price(cents: 1)) }
    #expect(throws: CatalogStoreError.self) { try store.update(renamed) }
    #expect(throws: CatalogStoreError.self) { try store.delete(before[1].id) }
    try assertEqual(store.allProducts(), before)
  }

  @Test func theEnvironmentWrapsTheStoreOnlyWhenAFaultIsAsked() throws {
    let scheduler = VirtualScheduler()
    #expect(AppEnvironment(scheduler: scheduler).catalogStore is InMemoryCatalogStore)
    let unreadable = AppEnvironment(
      configuration: AppConfiguration(isCatalogReadable: false), scheduler: scheduler)
    #expect(throws: CatalogStoreError.self) { try unreadable.catalogStore.allProducts() }
    let unwritable = AppEnvironment(
      configuration: AppConfiguration(isCatalogWritable: false), scheduler: scheduler)
    try assertEqual(unwritable.catalogStore.allProducts().count, 7)
    #expect(throws: CatalogStoreError.self) {
      try unwritable.catalogStore.add(name: "Desk", price: Price(cents: 1))
    }
  }
}
