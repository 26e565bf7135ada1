import Assertions
import Foundation
import Registry
import Testing
import ToolTesting

@testable import Lint
@testable import SourceAnalysis

/// VIPER's layering rules, as its registry entry describes them: each catches a planted
/// violation in a fixture tree, and the real module passes them all.
struct VIPERLintTests {
  /// A VIPER module whose files break each rule once, next to files that keep them.
  static func violatingTree() throws -> ReportFixtureTree {
    try ReportFixtureTree([
      "Package.swift": "",
      "Sources/VIPER/Presenters/LoginPresenter.swift": """
      import Domain
      import HeadlessUI

      /// Talks to `LoginInteractor` and `LoginViewController` (comments do not count).
      final class LoginPresenter: LoginPresenting {}

      """,
      "Sources/VIPER/Presenters/LoginPresenting.swift": "protocol LoginPresenting {}\n",
      "Sources/VIPER/Interactors/LoginInteractor.swift": """
      import Domain
      import Layouts

      final class LoginInteractor {
        weak var output: LoginInteractorOutput?
        weak var presenter: LoginPresenter?
        let label = "LoginPresenting in a string is no type"
        func answer(to screen: LoginPresenting) {}
      }

      """,
      "Sources/VIPER/Interactors/CatalogInteractor.swift": """
      final class CatalogInteractor {
        var next: CheckoutPresenter?
      }

      """,
      "Sources/VIPER/Interactors/LoginInteractorOutput.swift":
        "protocol LoginInteractorOutput: AnyObject {}\n",
      "Sources/VIPER/Views/CatalogViewController.swift": """
      import HeadlessUI

      final class CatalogViewController: UIViewController {
        func openProduct() {
          navigationController?.pushViewController(ProductViewController(), animated: true)
          present(UIAlertController.init(title: nil, message: nil, preferredStyle: .alert), animated: true)
        }
      }

      """,
      "Sources/VIPER/Routers/CatalogRouter.swift": """
      import HeadlessUI

      final class CatalogRouter {
        func showProduct() { _ = ProductViewController() }
      }

      """,
      "Sources/VIPER/Composition/ProductBuilder.swift": """
      import HeadlessUI

      enum ProductBuilder {
        static func build() -> UIViewController { ProductViewController() }
      }

      """,
      "Sources/VIPER/Composition/VIPERApp.swift": """
      import HeadlessUI

      enum VIPERApp {
        static func make() -> UINavigationController { UINavigationController() }
      }

      """,
    ])
  }

  @Test func eachRuleCatchesItsPlantedViolation() throws {
    let fixture = try Self.violatingTree()
    defer { fixture.remove() }
    let result = LayeringLinter.lint(fixture.tree, patterns: PatternRegistry.all)
    assertEqual(
      result.violations.map(\.description),
      [
        "Sources/VIPER/Interactors/CatalogInteractor.swift:2: error: VIPER interactors name no"
          + " presenter type (names CheckoutPresenter) [interactors-name-no-presenter]",
        "Sources/VIPER/Interactors/LoginInteractor.swift:2: error: VIPER interactors import no UI"
          + " module (imports Layouts) [interactors-import-no-ui]",
        "Sources/VIPER/Interactors/LoginInteractor.swift:6: error: VIPER interactors name no"
          + " presenter type (names LoginPresenter) [interactors-name-no-presenter]",
        "Sources/VIPER/Interactors/LoginInteractor.swift:8: error: VIPER interactors name no"
          + " presenter type (names LoginPresenting) [interactors-name-no-presenter]",
        "Sources/VIPER/Presenters/LoginPresenter.swift:2: error: VIPER presenters import no UI"
          + " module (imports HeadlessUI) [presenters-import-no-ui]",
        "Sources/VIPER/Views/CatalogViewController.swift:5: error: only VIPER routers and builders"
          + " create view controllers (creates ProductViewController)"
          + " [only-routers-and-builders-create-screens]",
        "Sources/VIPER/Views/CatalogViewController.swift:6: error: only VIPER routers and builders"
          + " create view controllers (creates UIAlertController)"
          + " [only-routers-and-builders-create-screens]",
      ])
    assertEqual(result.filesChecked, 9)
  }

  @Test func theVIPERModuleKeepsItsRules() throws {
    let root = try #require(
      SourceTree.locatePackageRoot(from: URL(fileURLWithPath: #filePath)))
    let viper = try #require(PatternRegistry.all.first { $0.name == "viper" })
    let result = LayeringLinter.lint(
      SourceTree(root: root), rules: viper.layeringRules, patterns: PatternRegistry.all)
    assertEqual(result.violations, [])
    #expect(result.filesChecked > 30)
  }
}
