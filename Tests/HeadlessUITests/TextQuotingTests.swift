import Expectations
import HeadlessUI
import Testing

@MainActor
struct TextQuotingTests {
  @Test func quotesAsTheScenarioLanguageWritesAString() {
    expectEqual(TextQuoting.quoted("plain"), "\"plain\"")
    expectEqual(TextQuoting.quoted("say \"hi\""), "\"say \\\"hi\\\"\"")
    expectEqual(TextQuoting.quoted("a\\b"), "\"a\\\\b\"")
    expectEqual(TextQuoting.quoted("two\nlines"), "\"two\\nlines\"")
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
