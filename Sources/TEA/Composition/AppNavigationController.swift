// Composition (TEA): the navigation stack that follows `AppState.path`.
// Owns: the app's store, and one view controller per screen on the path (created here, the
// only place that makes screens). Must not decide where to go: the reducers change the path;
// this controller only makes its stack match it.
import Domain
import Foundation
import HeadlessUI

/// A `UINavigationController` whose stack is always `AppState.path`, screen for screen.
final class AppNavigationController: UINavigationController {
  /// The app's store; the screens' scoped stores share it.
  let store: Store<AppState, AppAction>
  private var shownKinds: [String] = []

  /// A stack following `store`'s path from now on.
  init(store: Store<AppState, AppAction>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
    store.observe(self) { [weak self] in self?.follow($0.path) }
  }

  required init?(coder: NSCoder) { nil }

  /// Makes the stack match `path`: keeps the controllers of the screens still there (same
  /// kind at the same place), makes the new ones, drops the rest.
  private func follow(_ path: [Screen]) {
    let kinds = path.map(\.kind)
    guard kinds != shownKinds else { return }
    let kept = zip(kinds, shownKinds).prefix { $0 == $1 }.count
    var controllers = Array(viewControllers.prefix(kept))
    for index in kept..<path.count {
      controllers.append(makeScreen(for: path[index], at: index))
    }
    shownKinds = kinds
    setViewControllers(controllers, animated: kept > 0)
  }

  // MARK: Screens

  private func makeScreen(for screen: Screen, at index: Int) -> UIViewController {
    switch screen {
    case .login: makeLoginScreen(at: index)
    case .catalog: makeCatalogScreen(at: index)
    case .product: makeProductScreen(at: index)
    }
  }

  /// The sign-in screen at `index` on the path.
  private func makeLoginScreen(at index: Int) -> UIViewController {
    LoginViewController(
      store: store.scope(state: { $0.path[safe: index]?.login }, action: AppAction.login))
  }

  /// The catalog screen at `index` on the path.
  private func makeCatalogScreen(at index: Int) -> UIViewController {
    CatalogViewController(
      store: store.scope(state: { $0.path[safe: index]?.catalog }, action: AppAction.catalog))
  }

  /// The product screen at `index` on the path.
  private func makeProductScreen(at index: Int) -> UIViewController {
    ProductViewController(
      store: store.scope(state: { $0.path[safe: index]?.product }, action: AppAction.product))
  }
}

extension Array {
  /// The element at `index`, or `nil` when out of bounds.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
