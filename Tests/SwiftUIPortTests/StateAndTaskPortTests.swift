import Assertions
import SwiftUI
import Testing

/// Behaviour checks for the ported SwiftUI tutorials of shared state, environment values and
/// asynchronous work (on virtual time: `Task.sleep` in a view's task sleeps on the host's
/// scheduler).
///
/// Serialized, as their waits are easier to read alone: `ViewTasks.settle()` waits for every
/// view task of the process. (Once in four CI runs the debounced search was read before its
/// task had finished: a woken task counted as asleep until it ran again. It now stops
/// counting as asleep when it is woken.)
@MainActor
@Suite(.serialized) struct StateAndTaskPortTests {
  @Test func anObservableModelInTheEnvironmentIsSharedByItsViews() throws {
    let app = PortHost(ScoreboardScreen())
    #expect(try !app.isEnabled("reset"))
    try app.driver.tap("home")
    try app.driver.tap("home")
    try app.driver.tap("away")
    try assertEqual(app.text("summary"), "Home 2 – 1 Away")
    try app.driver.clear("homeName")
    try app.driver.type("Lions", into: "homeName")
    try app.driver.setSwitch("overtime", on: true)
    try assertEqual(app.text("summary"), "Lions 2 – 1 Away (OT)")
    try app.driver.tap("reset")
    try assertEqual(app.text("summary"), "Lions 0 – 0 Away (OT)")
    #expect(try !app.isEnabled("reset"))
  }

  @Test func aCustomEnvironmentValueReachesOnlyTheSubtreeItIsSetOn() throws {
    let app = PortHost(GreetingsScreen())
    try assertEqual(app.text("plain"), "Hello, Ada.")
    try assertEqual(app.text("custom"), "Hi, Alan.")
    try app.driver.setSwitch("excited", on: true)
    try assertEqual(app.text("custom"), "Hi, Alan!")
    try assertEqual(app.text("plain"), "Hello, Ada.")
  }

  @Test func aTaskLoadsOnAppearanceOnVirtualTime() async throws {
    let app = PortHost(ArticleList(model: ArticleListModel(service: SampleService())))
    await ViewTasks.settle()
    #expect(app.isShown("loading"))
    await app.wait(.milliseconds(999))
    #expect(app.isShown("loading"))
    await app.wait(.milliseconds(1))
    try assertEqual(app.rows("articles"), ["SwiftUI basics", "Observation"])
  }

  @Test func aFailedLoadOffersARetryThatRestartsTheTask() async throws {
    let app = PortHost(ArticleList(model: ArticleListModel(service: FailingService())))
    await ViewTasks.settle()
    try assertEqual(app.text("error"), "Could not load the articles.")
    try app.driver.tap("retry")
    await ViewTasks.settle()
    #expect(app.isShown("loading"))
    await app.wait(.seconds(1))
    try assertEqual(app.rows("articles").count, 2)
  }

  @Test func aSearchTaskWaitsForTheTypingToPause() async throws {
    let app = PortHost(BookSearchView())
    await ViewTasks.settle()
    for character in "swiftui" {
      try app.driver.type(String(character), into: "query")
      await app.wait(.milliseconds(100))
    }
    await app.wait(.milliseconds(199))
    try assertEqual(app.text("count"), "0 searches")
    await app.wait(.milliseconds(1))
    try assertEqual(app.text("count"), "1 searches")
    try assertEqual(app.rows("results"), ["SwiftUI by Tutorials", "Thinking in SwiftUI"])
  }
}
