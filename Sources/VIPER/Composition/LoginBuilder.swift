// Composition (VIPER): assembles the sign-in screen's view, presenter, interactor and router.
// Owns: nothing after it returns. Must not know: any screen's behaviour.
import Domain
import HeadlessUI

/// Builds the sign-in module.
public enum LoginBuilder {
  /// A fresh sign-in screen (both fields empty) over `environment`.
  public static func build(environment: AppEnvironment) -> UIViewController {
    let interactor = LoginInteractor(authService: environment.authService)
    let router = LoginRouter(environment: environment)
    let presenter = LoginPresenter(interactor: interactor, router: router)
    let view = LoginViewController(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
