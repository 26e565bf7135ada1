// MV's models on their own, without any view: the account signs in and out, the catalog
// model reads the store and writes to it.
import Assertions
import Domain
import Scheduling
import Testing

@testable import MV

@MainActor
struct ModelTests {
  let scheduler = VirtualScheduler()

  @Test func theAccountHoldsTheSessionAfterASuccessfulAnswer() {
    let account = Account(authService: InMemoryAuthService(scheduler: scheduler), session: nil)
    var answers: [SignInResult] = []
    account.signIn(email: "ada@example.com", password: "lovelace1") { answers.append($0) }
    #expect(account.isSigningIn && account.session == nil)
    scheduler.advance(by: .milliseconds(400))
    assertEqual(answers, [.signedIn(Session(email: "ada@example.com"))])
    #expect(!account.isSigningIn && account.session == Session(email: "ada@example.com"))
    account.signOut()
    #expect(account.session == nil)
  }

  @Test func aRefusedSignInLeavesNoSession() {
    let account = Account(authService: InMemoryAuthService(scheduler: scheduler), session: nil)
    var answers: [SignInResult] = []
    account.signIn(email: "ada@example.com", password: "nope-nope") { answers.append($0) }
    scheduler.advance(by: .milliseconds(400))
    assertEqual(answers, [.incorrectCredentials])
    #expect(account.session == nil)
  }

  @Test func theCatalogModelReadsTheStoreAndSaysWhenItCannot() throws {
    let store = InMemoryCatalogStore(seeds: [ProductSeed(name: "Lamp", price: Price(cents: 100))])
    let model = CatalogModel(store: store)
    model.loadCatalog()
    #expect(model.catalog.map(\.name) == ["Lamp"] && !model.isCatalogUnavailable)
    try model.add(ProductSeed(name: "Desk", price: Price(cents: 200)))
    model.loadCatalog()
    assertEqual(model.catalog.map(\.name), ["Lamp", "Desk"])
    let unreadable = CatalogModel(
      store: FaultyCatalogStore(base: store, faults: .init(failsReads: true)))
    unreadable.loadCatalog()
    #expect(unreadable.catalog.isEmpty && unreadable.isCatalogUnavailable)
  }
}
