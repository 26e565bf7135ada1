import Assertions
import Testing
import TextColumns

@testable import HeadlessUI
@testable import Theme

struct ScreenRendererTests {
  @Test func loginScreenAsFirstShown() {
    let window = makeWindow(SampleLoginViewController())
    assertSnapshot(ScreenRenderer.render(window), named: "loginScreenAsFirstShown")
  }

  @Test func loginScreenWithTextFocusAndSecureDots() throws {
    let login = SampleLoginViewController()
    let window = makeWindow(login)
    let driver = UIDriver(window: window)
    try driver.type("ada@example.com", into: "login.email")
    try driver.type("lovelace1", into: "login.password")
    let render = driver.render()
    #expect(!render.contains("lovelace1"))
    assertSnapshot(render, named: "loginScreenWithTextFocusAndSecureDots")
  }

  @Test func catalogWithWideCharactersAndAnAlert() {
    let catalog = SampleCatalogViewController(products: sampleProducts)
    let window = makeWindow(catalog)
    let alert = UIAlertController(
      title: "Delete “Keyboard”?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    catalog.present(alert, animated: true)
    let render = ScreenRenderer.render(window)
    #expect(render.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 72 })
    assertSnapshot(render, named: "catalogWithWideCharactersAndAnAlert")
  }

  @Test func unknownStylesAreMarked() {
    Theme.install()
    let login = SampleLoginViewController()
    let window = makeWindow(login)
    login.titleLabel.style = "TitleLabel"
    login.emailField.style = "Feild"
    let render = ScreenRenderer.render(window)
    let line = render.split(separator: "\n").first { $0.contains("login.email") }
    assertEqual(line, "field     login.email          placeholder \"yo…  [unknown style 'Feild']")
    #expect(!render.contains("'TitleLabel'"))
  }

  @Test func aLongTableListsOnlyItsVisibleRows() throws {
    let catalog = SampleCatalogViewController(
      products: (1...500).map { ("Item \($0)", "$\($0).00") })
    let window = makeWindow(catalog)
    _ = try UIDriver(window: window).rowTexts(250, of: "catalog.list")
    assertSnapshot(ScreenRenderer.render(window), named: "aLongTableListsOnlyItsVisibleRows")
  }

  @Test func aWindowWithoutRootShowsNoScreen() {
    let window = UIWindow()
    window.makeKeyAndVisible()
    assertEqual(ScreenRenderer.render(window), "(no screen)\n")
  }

  @Test func longLinesAreCutAtSeventyTwoColumns() {
    let login = SampleLoginViewController()
    let window = makeWindow(login)
    login.titleLabel.text = String(repeating: "長", count: 60)
    let line = ScreenRenderer.render(window).split(separator: "\n")[1]
    #expect(DisplayWidth.of(line) <= 72)
    #expect(line.hasSuffix("…"))
  }
}
