/// The catalog view controller in a window over a fake presenter: it forwards every user
/// event as it comes and shows the rows and summary it is given.
import Domain
import HeadlessUI
import Testing

@testable import VIPER

struct CatalogViewControllerTests {
  @Test func theCatalogScreenForwardsEveryEventAndShowsItsRows() throws {
    let presenter = FakePresenter()
    let screen = CatalogViewController(presenter: presenter)
    let (window, driver) = show(screen)
    screen.showRows([
      ProductRow(title: "Mouse", detail: "$5.00"), ProductRow(title: "Lamp", detail: "$9.00"),
    ])
    screen.setSummary("2 products")
    try driver.type("m", into: ElementID.Catalog.search)
    try driver.select("Price ↓", in: ElementID.Catalog.sort)
    try driver.tapRow(2, of: ElementID.Catalog.list)
    try driver.tap(ElementID.Catalog.add)
    try driver.tap(ElementID.Catalog.signOut)
    #expect(
      presenter.events == [
        "viewWillAppear", "searchTextChanged(m)", "sortChanged(priceDescending)",
        "productTapped(1)", "addButtonTapped", "signOutButtonTapped",
      ])
    #expect(try driver.rowTexts(1, of: ElementID.Catalog.list) == ("Mouse", "$5.00"))
    #expect((try driver.element(ElementID.Catalog.summary) as? UILabel)?.text == "2 products")
    window.rootViewController = nil
  }
}
