import Assertions
import HeadlessUI
import Testing

@MainActor
struct TextQuotingTests {
  @Test func quotesAsTheScenarioLanguageWritesAString() {
    assertEqual(TextQuoting.quoted("plain"), "\"plain\"")
    assertEqual(TextQuoting.quoted("say \"hi\""), "\"say \\\"hi\\\"\"")
    assertEqual(TextQuoting.quoted("a\\b"), "\"a\\\\b\"")
    assertEqual(TextQuoting.quoted("two\nlines"), "\"two\\nlines\"")
  }

  @Test func theScreenRenderQuotesALabelByTheSameRule() {
    let window = UIWindow()
    let controller = UIViewController()
    let label = UILabel()
    label.accessibilityIdentifier = "demo.label"
    label.text = "say \"hi\""
    controller.view.addSubview(label)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(ScreenRenderer.render(window).contains(TextQuoting.quoted("say \"hi\"")))
  }
}
