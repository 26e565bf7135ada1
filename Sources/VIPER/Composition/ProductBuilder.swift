// Composition (VIPER): assembles the product screen's view, presenter, interactor and router.
// Owns: nothing after it returns. Must not know: any screen's behaviour.
import Domain
import HeadlessUI

/// Builds the product module.
public enum ProductBuilder {
  /// A product screen opened in `mode` over `environment`.
  public static func build(_ mode: ProductMode, environment: AppEnvironment) -> UIViewController {
    let interactor = ProductInteractor(catalogStore: environment.catalogStore)
    let router = ProductRouter()
    let presenter = ProductPresenter(mode: mode, interactor: interactor, router: router)
    let view = ProductViewController(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
