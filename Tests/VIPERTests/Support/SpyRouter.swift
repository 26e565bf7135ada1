/// The three routing protocols without a navigation stack: every move asked for, in order.
import Domain
import VIPER

final class SpyRouter: LoginRouting, CatalogRouting, ProductRouting {
  enum Move: Equatable {
    case catalog(Session)
    case product(ProductMode)
    case login
    case closeProduct
  }

  var moves: [Move] = []

  func showCatalog(for session: Session) { moves.append(.catalog(session)) }
  func showProduct(_ mode: ProductMode) { moves.append(.product(mode)) }
  func showLogin() { moves.append(.login) }
  func closeProduct() { moves.append(.closeProduct) }
}
