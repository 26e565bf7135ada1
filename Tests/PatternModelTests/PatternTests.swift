import Assertions
import Domain
import HeadlessUI
import Scenarios
import Testing

@testable import PatternModel

/// A one-label app: the label shows whether the server is reachable.
private func makeWindow(environment: AppEnvironment) -> UIWindow {
  let window = UIWindow(frame: .zero)
  let screen = UIViewController()
  screen.view.accessibilityIdentifier = "tiny"
  let label = UILabel()
  label.accessibilityIdentifier = "tiny.products"
  label.text = "\((try? environment.catalogStore.allProducts().count) ?? -1) products"
  screen.view.addSubview(label)
  window.rootViewController = screen
  return window
}

struct PatternTests {
  @Test func aPatternFromItsEntryPointPlaysScenariosOnAFreshAppEachTime() throws {
    let pattern = PatternDescription(
      name: "tiny", summary: "A tiny app.", module: "Tiny", entryPoint: "makeWindow", roles: [],
      makeWindow: makeWindow)
    let file = try ScenarioParser.parse(
      """
      scenario: Default catalog
        expect screen tiny
        expect tiny.products text "7 products"
      scenario: Empty catalog
        given an empty catalog
        expect tiny.products text "0 products"
      scenario: Wrong
        expect tiny.products text "8 products"
      """, path: "tiny.scenario")
    let results = file.scenarios.map(pattern.play)
    assertEqual(results.map(\.passed), [true, true, false])
    assertEqual(
      results[2].failure?.message, "expected text \"8 products\", seen text \"7 products\"")
  }
}
