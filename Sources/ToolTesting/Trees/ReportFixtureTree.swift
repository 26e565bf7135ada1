import Foundation
import SourceAnalysis
import Testing

/// A throwaway package tree in a temporary folder, for report and lint tests.
public struct ReportFixtureTree {
  /// The tree's root folder.
  public let root: URL

  /// Writes `files` (root-relative path → text) under a fresh temporary folder.
  public init(_ files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-report-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  /// The tree, to read.
  public var tree: SourceTree { SourceTree(root: root) }

  /// Deletes the tree.
  public func remove() { try? FileManager.default.removeItem(at: root) }

  /// A bundled fixture file's text (`Fixtures/Report/<name>`).
  public static func fixture(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/Report"))
    return try Data(contentsOf: url)
  }

  /// A small Storefront-shaped tree: three patterns with role folders, and two shared modules.
  public static func storefront() throws -> ReportFixtureTree {
    try ReportFixtureTree([
      "Package.swift": "// swift-tools-version: 6.2\n",
      "Sources/MVC/Controllers/LoginViewController.swift": """
      /// Owns the login screen.
      import Domain
      import HeadlessUI

      final class LoginViewController: UIViewController {
        func signIn() {}
      }

      """,
      "Sources/MVC/MVCApp.swift": "import HeadlessUI\npublic enum MVCApp {}\n",
      "Sources/MVP/Presenters/LoginPresenter.swift": """
      /// Decides what the login screen shows.
      import Domain

      protocol LoginView: AnyObject {}
      final class LoginPresenter {
        weak var view: LoginView?
        // Pure logic.
        func emailChanged(_ text: String) {}
      }

      """,
      "Sources/MVP/Views/LoginViewController.swift": """
      import HeadlessUI

      final class LoginViewController: UIViewController {}

      """,
      "Sources/MVP/Composition/MVPApp.swift":
        "import HeadlessUI\nimport Domain\npublic enum MVPApp {}\n",
      "Sources/MVVM/ViewModels/LoginViewModel.swift": """
      import Reactive

      final class LoginViewModel {
        let title = "Sign in"
      }

      """,
      "Sources/MVVM/Views/LoginViewController.swift":
        "import ReactiveUI\nimport HeadlessUI\nclass V {}\n",
      "Sources/Domain/Price.swift":
        "/// Whole cents.\npublic struct Price {\n  public var cents: Int\n}\n",
      "Sources/Theme/Theme.swift": "import HeadlessUI\npublic enum Theme {}\n",
    ])
  }
}
