/// A navigator without a navigation stack: it records every move the presenters ask for.
import Domain
import MVP

final class SpyNavigator: LoginNavigator, CatalogNavigator, ProductNavigator {
  enum Move: Equatable {
    case catalog(Session)
    case product(Product)
    case newProduct
    case signOut
    case closeProduct
  }

  var moves: [Move] = []

  func showCatalog(for session: Session) { moves.append(.catalog(session)) }
  func showProduct(_ product: Product) { moves.append(.product(product)) }
  func showNewProduct() { moves.append(.newProduct) }
  func signOut() { moves.append(.signOut) }
  func closeProduct() { moves.append(.closeProduct) }
}
