import Assertions
import Foundation
import Registry
import Testing
import ToolTesting

@testable import Compare
@testable import PatternModel
@testable import SourceAnalysis

/// The one rule `patterns compare` picks a screen's files by (`ScreenMembership`): the files
/// named for the screen that hang together, and every file they use or that uses them, the
/// same in every pattern.
struct CompareScreenFilesTests {
  static let toy = fakePattern(
    "toy", module: "Toy",
    roles: [
      PatternRole("Screens"), PatternRole("Effects"), PatternRole("Adapters"),
      PatternRole("App"),
    ])

  /// A module with each kind of file the rule tells apart.
  static let files: [String: String] = [
    "Screens/LoginScreen.swift": """
    // Talks to Navigator? Only in this comment, which does not count.
    final class LoginScreen {
      let model = LoginModel()
      let title = loginTitle()
      func submit() -> Effect { service.signInRequest(); return .signIn() }
    }

    """,
    "Screens/LoginModel.swift": "struct LoginModel { var text = \"Navigator\" }\n",
    "Screens/loginHelpers.swift": "func loginTitle() -> String { \"Sign in\" }\n",
    "Effects/Effect.swift": "struct Effect {}\n",
    "Effects/Effect+SignIn.swift":
      "extension Effect { static func signIn() -> Effect { Effect() } }\n",
    "Adapters/AuthService+Rx.swift": "extension AuthService { func signInRequest() {} }\n",
    "App/Navigator.swift": """
    final class Navigator {
      func makeLogin() -> LoginScreen { LoginScreen() }
      func makeCatalog() -> CatalogScreen { CatalogScreen() }
    }

    """,
    "App/Main.swift": "enum Main { static func start() { _ = Navigator().makeLogin() } }\n",
    "Screens/CatalogScreen.swift": """
    final class CatalogScreen {
      var rows: [ProductRow] = []
      func signOut() -> LoginScreen { LoginScreen() }
    }

    """,
    "Screens/ProductRow.swift": "struct ProductRow { var title = \"\" }\n",
    "Screens/ProductScreen.swift": "final class ProductScreen { let model = ProductModel() }\n",
    "Screens/ProductModel.swift": "struct ProductModel {}\n",
  ]

  static func tree() throws -> ReportFixtureTree {
    var files = ["Package.swift": ""]
    for (path, text) in Self.files { files["Sources/Toy/" + path] = text }
    return try ReportFixtureTree(files)
  }

  /// Each file of the screen: its path in the module and why it takes part.
  static func files(_ screen: String, _ tree: SourceTree) -> [String] {
    ScreenComparison.build(screen: screen, tree: tree, patterns: [toy]).patterns[0].files.map {
      $0.pathInModule + ": " + $0.reason
    }
  }

  @Test func aScreenHasItsOwnFilesItsEffectsAndAdaptersAndTheCompositionThatUsesIt() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    assertEqual(
      Self.files("login", fixture.tree),
      [
        "Screens/LoginModel.swift: the screen's own",
        "Screens/LoginScreen.swift: the screen's own",
        "Screens/loginHelpers.swift: the screen's own",
        "Effects/Effect+SignIn.swift: the screen uses its signIn",
        "Effects/Effect.swift: the screen uses its Effect",
        "Adapters/AuthService+Rx.swift: the screen uses its signInRequest",
        "App/Navigator.swift: uses LoginScreen",
      ])
  }

  @Test func anotherScreensFilesNeverJoinButARowOnlyTheCatalogUsesDoes() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    assertEqual(
      Self.files("catalog", fixture.tree),
      [
        "Screens/CatalogScreen.swift: the screen's own",
        "Screens/ProductRow.swift: the screen uses its ProductRow",
        "App/Navigator.swift: uses CatalogScreen",
      ])
    assertEqual(
      Self.files("product", fixture.tree),
      [
        "Screens/ProductModel.swift: the screen's own",
        "Screens/ProductScreen.swift: the screen's own",
      ])
  }

  @Test func aFileNamedForTheScreenIsItsOwnByTypeExtensionOrFunction() {
    let types: Set = ["LoginState", "Logins"]
    func named(_ source: String) -> Bool {
      ScreenMembership.isNamed(SourceNames(source: source), for: "login", moduleTypes: types)
    }
    #expect(named("struct LoginState {}"))
    #expect(named("extension LoginState { var x: Int { 1 } }"))
    #expect(named("func loginReducer() {}"))
    #expect(!named("extension LoginService { func a() {} }"))  // not the module's type
    #expect(!named("struct Logins {}"))
    #expect(!named("struct AppState { var login: LoginState }"))
    #expect(!named("// struct LoginState {}"))
  }

  @Test func whatAFileDeclaresForOthersIsItsTypesTopLevelNamesAndForeignExtensionMembers() {
    let names = SourceNames(
      source: """
        struct Row { var title = "" }
        let rowHeight = 44
        func makeRow() -> Row { let local = Row(); return local }
        extension Row { var detail: String { "" } }
        extension AuthService { func signInRequest() {}; init(x: Int) {} }

        """)
    assertEqual(names.declared, ["Row", "rowHeight", "makeRow", "signInRequest"])
    assertEqual(names.extended, ["Row", "AuthService"])
  }

  @Test func theRealPatternsShowEffectsAdaptersAndCompositionForTheLoginScreen() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let comparison = ScreenComparison.build(
      screen: "login", tree: SourceTree(root: root), patterns: PatternRegistry.all)
    func files(_ name: String) -> [String] {
      comparison.patterns.first { $0.pattern.name == name }?.files.map(\.pathInModule) ?? []
    }
    #expect(files("tea").contains("Effects/Effect+SignIn.swift"))
    #expect(files("mvvm").contains("ViewModels/AuthService+Rx.swift"))
    #expect(files("mvp").contains("Composition/AppNavigator.swift"))
    #expect(files("viper").contains("Composition/LoginBuilder.swift"))
    #expect(!files("mvc").contains("Controllers/CatalogViewController.swift"))
  }
}
