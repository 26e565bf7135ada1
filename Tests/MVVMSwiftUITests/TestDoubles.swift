// Test doubles for the view models: a navigator that records the moves asked of it.
import Domain
import MVVMSwiftUI

/// Records every navigation move, in order.
@MainActor
final class SpyNavigator: LoginNavigator, CatalogNavigator, ProductNavigator {
  enum Move: Equatable {
    case showCatalog(Session), showProduct(ProductMode), showLogin, closeProduct
  }

  private(set) var moves: [Move] = []

  func showCatalog(for session: Session) { moves.append(.showCatalog(session)) }
  func showProduct(_ mode: ProductMode) { moves.append(.showProduct(mode)) }
  func showLogin() { moves.append(.showLogin) }
  func closeProduct() { moves.append(.closeProduct) }
}

/// The spec's default catalog, in insertion order.
@MainActor
func defaultCatalog() -> InMemoryCatalogStore {
  InMemoryCatalogStore(seeds: AppConfiguration().startingCatalog)
}
