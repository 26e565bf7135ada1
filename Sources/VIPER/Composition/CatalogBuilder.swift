// Composition (VIPER): assembles the catalog screen's view, presenter, interactor and router.
// Owns: nothing after it returns. Must not know: any screen's behaviour.
import Domain
import HeadlessUI

/// Builds the catalog module.
public enum CatalogBuilder {
  /// A fresh catalog screen over `environment`.
  public static func build(environment: AppEnvironment) -> UIViewController {
    let interactor = CatalogInteractor(
      catalogStore: environment.catalogStore, scheduler: environment.scheduler)
    let router = CatalogRouter(environment: environment)
    let presenter = CatalogPresenter(interactor: interactor, router: router)
    let view = CatalogViewController(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
