import Assertions
import SwiftUI
import Testing

/// Behaviour checks for the ported SwiftUI tutorials of navigation, sheets and focus.
@MainActor
struct NavigationPortTests {
  let recipes = [
    Recipe(name: "Tea", steps: ["Boil water", "Steep"]),
    Recipe(name: "Toast", steps: ["Slice", "Toast", "Butter"]),
  ]

  @Test func aPathPushesByLinksAndByCodeAndPopsToTheRoot() throws {
    let app = PortHost(RecipeBook(recipes: recipes))
    try app.driver.tapRow(1, of: "recipes")
    try assertEqual(app.rows("steps"), ["1. Boil water", "2. Steep"])
    try app.driver.tapRow(2, of: "steps")
    try assertEqual(app.text("step.text"), "Steep")
    try app.driver.tap("done")
    try assertEqual(app.rows("recipes"), ["Tea", "Toast"])
    try app.driver.tap("surprise")
    try assertEqual(app.text("step.text"), "Slice")
    try app.driver.tap("done")
    #expect(app.isShown("recipes"))
  }

  @Test func aSheetEditsACopyAndSavesItBack() throws {
    let app = PortHost(ContactsView())
    try app.driver.tapRow(2, of: "contacts")
    try assertEqual(app.text("editor.name"), "Alan Turing")
    try app.driver.clear("editor.name")
    try app.driver.type("Alan M. Turing", into: "editor.name")
    try app.driver.tap("editor.save")
    try assertEqual(app.rows("contacts")[1], "Alan M. Turing | 555-0101")
    try app.driver.tap("new")
    #expect(try !app.isEnabled("editor.save"))
    try app.driver.type("Ada", into: "editor.name")
    try app.driver.tap("editor.cancel")
    try assertEqual(app.rows("contacts").count, 2)
    try app.driver.tap("new")
    try app.driver.type("Ada", into: "editor.name")
    try app.driver.tap("editor.save")
    try assertEqual(app.rows("contacts").last, "Ada")
  }

  @Test func theFocusStartsInTheUsernameAndFollowsTheSubmits() throws {
    let app = PortHost(LoginForm())
    #expect(try app.driver.element("username").isFirstResponder)
    try app.driver.type("ada", into: "username")
    try app.driver.pressReturn(in: "username")
    #expect(try app.driver.element("password").isFirstResponder)
    try app.driver.pressReturn(in: "password")
    #expect(try app.driver.element("password").isFirstResponder)
    try app.driver.type("pw", into: "password")
    try app.driver.pressReturn(in: "password")
    try assertEqual(app.text("message"), "Welcome, ada")
    #expect(try !app.driver.element("password").isFirstResponder)
    #expect(try !app.driver.element("username").isFirstResponder)
  }
}
