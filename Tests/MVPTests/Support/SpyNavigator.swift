/// A navigator without a navigation stack: it records every move the presenters ask for.
import Domain
import MVP

final class SpyNavigator: LoginNavigator, CatalogNavigator, ProductNavigator {
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
