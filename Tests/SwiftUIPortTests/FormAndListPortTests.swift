import Assertions
import SwiftUI
import Testing

/// Behaviour checks for the ported SwiftUI tutorials of forms and lists (the files of
/// Tests/SwiftUIPortTests/Tutorials, compiled as written): each screen is shown,
/// driven as a user would, and checked.
@MainActor
struct FormAndListPortTests {
  @Test func theSignUpFormEnablesItsButtonOnlyForAValidFormAndWelcomes() throws {
    let app = PortHost(SignUpForm())
    #expect(try !app.isEnabled("create"))
    try app.driver.type("Ada", into: "name")
    try app.driver.type("ada@example.com", into: "email")
    try app.driver.type("short", into: "password")
    try assertEqual(app.text("password.hint"), "At least 8 characters")
    try app.driver.type("-enough", into: "password")
    #expect(!app.isShown("password.hint"))
    try app.driver.select("Pro", in: "plan")
    #expect(try !app.isEnabled("create"))
    try app.driver.setSwitch("terms", on: true)
    #expect(try app.isEnabled("create"))
    try app.driver.tap("create")
    assertEqual(app.driver.presentedAlert?.title, "Welcome, Ada!")
    assertEqual(app.driver.presentedAlert?.message, "You are on the Pro plan.")
    try app.driver.tapAlertButton("OK")
    #expect(app.driver.presentedAlert == nil)
  }

  @Test func theTodoListAddsTogglesAndDeletes() throws {
    let app = PortHost(TodoListView())
    #expect(try !app.isEnabled("add"))
    try app.driver.type("Milk", into: "new")
    try app.driver.tap("add")
    try app.driver.type("  Bread ", into: "new")
    try app.driver.pressReturn(in: "new")
    try assertEqual(app.text("new"), "")
    try assertEqual(app.rows("todos"), ["Milk", "Bread"])
    try assertEqual(app.text("remaining"), "2 left")
    let table = try app.table("todos")
    assertEqual(table.simulateSwipeAction("Done", onRowAt: IndexPath(row: 0, section: 0)), true)
    try assertEqual(app.rows("todos"), ["Milk | Done", "Bread"])
    try assertEqual(app.text("remaining"), "1 left")
    assertEqual(table.simulateSwipeAction("Delete", onRowAt: IndexPath(row: 1, section: 0)), true)
    try assertEqual(app.rows("todos"), ["Milk | Done"])
    try assertEqual(app.text("remaining"), "0 left")
  }

  @Test func aSearchableListFiltersAndOpensADetail() throws {
    let countries = [
      Country(code: "JP", name: "Japan", capital: "Tokyo"),
      Country(code: "KE", name: "Kenya", capital: "Nairobi"),
      Country(code: "PE", name: "Peru", capital: "Lima"),
    ]
    let app = PortHost(CountryListView(countries: countries))
    try assertEqual(app.rows("countries"), ["Japan | Tokyo", "Kenya | Nairobi", "Peru | Lima"])
    try app.driver.type("E", into: "search")
    try assertEqual(app.rows("countries"), ["Kenya | Nairobi", "Peru | Lima"])
    try app.driver.type("zz", into: "search")
    #expect(!app.isShown("countries"))
    #expect(app.driver.render().contains("No Results for “Ezz”"))
    try app.driver.clear("search")
    try app.driver.tapRow(1, of: "countries")
    try assertEqual(app.text("detail.name"), "Japan")
    try assertEqual(app.text("detail.capital"), "Capital: Tokyo")
  }

  @Test func alertsAskBeforeDeletingAndExplainAFailure() throws {
    let app = PortHost(NotesView())
    let table = try app.table("notes")
    assertEqual(table.simulateSwipeAction("Delete", onRowAt: IndexPath(row: 0, section: 0)), true)
    assertEqual(app.driver.presentedAlert?.title, "Delete note?")
    assertEqual(app.driver.presentedAlert?.message, "“Buy milk” will be removed.")
    try app.driver.tapAlertButton("Delete")
    try assertEqual(app.rows("notes"), ["Passwords", "Call mum"])
    assertEqual(table.simulateSwipeAction("Delete", onRowAt: IndexPath(row: 0, section: 0)), true)
    try app.driver.tapAlertButton("Delete")
    assertEqual(app.driver.presentedAlert?.title, "Cannot delete")
    assertEqual(app.driver.presentedAlert?.message, "“Passwords” is locked.")
    try app.driver.tapAlertButton("OK")
    try app.driver.tap("clear")
    assertEqual(app.driver.presentedAlert?.preferredStyle, .actionSheet)
    try app.driver.tapAlertButton("Clear all")
    try assertEqual(app.rows("notes"), [])
  }

  @Test func aCartFollowsItsSteppersAndItsPromoCode() throws {
    // Foundation formats the currency as the platform does ("$20.00", "US$20.00" on Linux).
    func total(_ amount: Decimal) -> String {
      "Total | " + amount.formatted(.currency(code: "USD"))
    }
    let app = PortHost(CartView())
    try assertEqual(app.rows("cart").last, total(20))
    let tea = try #require(try app.driver.element("qty.tea") as? UIStepper)
    tea.simulateIncrement()
    try assertEqual(app.rows("cart").first, "Tea × 3")
    try assertEqual(app.rows("cart").last, total(24))
    try app.driver.type("save10", into: "promo")
    #expect(try app.driver.element("promo").isFirstResponder)
    try assertEqual(app.rows("cart").last, total(Decimal(string: "21.6")!))
    try app.driver.tap("empty")
    try assertEqual(app.rows("cart"), ["", total(0)])
    #expect(try !app.isEnabled("empty"))
  }
}
