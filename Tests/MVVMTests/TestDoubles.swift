// Test doubles for the view-model tests: a navigator, bound to the view models' navigation
// outputs as the view controllers bind them, that records each move on the test scheduler's
// clock; a sign-in service that records requests and cancellations; a store
// that counts its reads; and the ticks of `Void` events.
import Domain
import MVVM
import Reactive
import ReactiveTesting
import Scheduling

/// One move a view model's navigation outputs asked for.
enum Navigation: Equatable {
  case showCatalog(Session)
  case showProduct(ProductMode)
  case showLogin
  case closeProduct
}

/// Every navigator protocol, recording each move as an event at the scheduler's tick, so
/// navigation is checked like any other output.
final class NavigatorSpy: LoginNavigator, CatalogNavigator, ProductNavigator {
  /// What was asked, when.
  let requests: TestableObserver<Navigation>

  init(scheduler: TestScheduler) {
    requests = scheduler.createObserver(Navigation.self)
  }

  func showCatalog(for session: Session) { requests.onNext(.showCatalog(session)) }
  func showProduct(_ mode: ProductMode) { requests.onNext(.showProduct(mode)) }
  func showLogin() { requests.onNext(.showLogin) }
  func closeProduct() { requests.onNext(.closeProduct) }
}

/// An `AuthService` that answers only when told to, and records what happened to requests.
final class SpyAuthService: AuthService {
  /// How many sign-ins were requested.
  private(set) var requestCount = 0
  /// How many requests were cancelled before their answer.
  private(set) var cancelCount = 0

  func signIn(
    email: String, password: String, completion: @escaping @MainActor (SignInResult) -> Void
  ) -> Cancellable {
    requestCount += 1
    return AnyCancellable { [weak self] in self?.cancelCount += 1 }
  }
}

/// A store over another that counts how often the catalog is read.
final class CountingCatalogStore: CatalogStore {
  private let base: CatalogStore
  /// How many times `allProducts()` was called.
  private(set) var readCount = 0

  init(base: CatalogStore) {
    self.base = base
  }

  func allProducts() throws -> [Product] {
    readCount += 1
    return try base.allProducts()
  }
  @discardableResult
  func add(name: String, price: Price) throws -> Product { try base.add(name: name, price: price) }
  func update(_ product: Product) throws { try base.update(product) }
  func delete(_ id: ProductID) throws { try base.delete(id) }
}

extension TestableObserver {
  /// The ticks at which elements arrived (for `Void` signals, whose events cannot be compared).
  var nextTimes: [TestTime] {
    events.compactMap { if case .next = $0.value { $0.time } else { nil } }
  }

  /// Every element, described, for scanning outputs for a text.
  var descriptions: [String] {
    events.compactMap { if case .next(let element) = $0.value { "\(element)" } else { nil } }
  }
}
