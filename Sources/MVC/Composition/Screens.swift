import Domain
import HeadlessUI

/// Builds every screen of the MVC app from the environment, and hands each one closures that
/// build the screens it may show next.
///
/// The controllers navigate themselves (through `navigationController`, as Apple's templates
/// do) but never create one another: creation stays here. `Screens` is a value; the closures
/// capture a copy of it (the environment), never a controller, so no cycle can form.
struct Screens {
  /// The services and clock every screen is built with.
  let environment: AppEnvironment

  /// A fresh login screen (both fields empty).
  func makeLogin() -> UIViewController {
    LoginViewController(authService: environment.authService, makeCatalog: makeCatalog)
  }

  /// A catalog screen over the environment's store, with the whole catalog in "Name" order.
  func makeCatalog() -> UIViewController {
    CatalogViewController(
      store: environment.catalogStore, scheduler: environment.scheduler,
      makeLogin: makeLogin, makeProductScreen: makeProduct)
  }

  /// A product screen to add a product or to edit one.
  func makeProduct(_ mode: ProductViewController.Mode) -> UIViewController {
    ProductViewController(mode: mode, store: environment.catalogStore)
  }
}
