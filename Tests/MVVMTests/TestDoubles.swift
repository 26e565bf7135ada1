// Test doubles for the view-model tests: a sign-in service that records requests and
// cancellations, a store that fails, and a helper to read the ticks of `Void` events.
import Domain
import Reactive
import ReactiveTesting
import Scheduling

/// An `AuthService` that answers only when told to, and records what happened to requests.
final class SpyAuthService: AuthService {
  /// How many sign-ins were requested.
  private(set) var requestCount = 0
  /// How many requests were cancelled before their answer.
  private(set) var cancelCount = 0
  private var pending: [(SignInResult) -> Void] = []

  func signIn(
    email: String, password: String, completion: @escaping @MainActor (SignInResult) -> Void
  ) -> Cancellable {
    requestCount += 1
    pending.append(completion)
    return AnyCancellable { [weak self] in self?.cancelCount += 1 }
  }
}

/// Why `FailingCatalogStore` fails.
struct StoreDown: Error, CustomStringConvertible {
  var description: String { "The disk is full." }
}

/// A store that holds products but fails every write, and every read when asked to.
final class FailingCatalogStore: CatalogStore {
  var failsReads: Bool
  let products: [Product]

  init(products: [Product] = [], failsReads: Bool = false) {
    self.products = products
    self.failsReads = failsReads
  }

  func allProducts() throws -> [Product] {
    if failsReads { throw StoreDown() }
    return products
  }
  func add(name: String, price: Price) throws -> Product { throw StoreDown() }
  func update(_ product: Product) throws { throw StoreDown() }
  func delete(_ id: ProductID) throws { throw StoreDown() }
}

extension TestableObserver {
  /// The ticks at which elements arrived (for `Void` signals, whose events cannot be compared).
  var nextTimes: [TestTime] {
    events.compactMap { if case .next = $0.value { $0.time } else { nil } }
  }
}
