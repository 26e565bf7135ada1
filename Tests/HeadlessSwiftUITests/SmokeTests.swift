import Assertions
import HeadlessSwiftUI
import Testing

struct SmokeTests {
  @Test func aTextIsDrawnAsALabelAndTheRootStackNamesTheScreen() {
    let root = VStack { Text("Hello").accessibilityIdentifier("greeting") }
      .accessibilityIdentifier("home")
    assertEqual(render(root), "screen home\nlabel     greeting             \"Hello\"\n")
  }

  @Test func aViewThatDrawsAtTheScreensRootKeepsItsIdentifier() {
    let root = Text("Hello").accessibilityIdentifier("greeting")
    assertEqual(
      render(root),
      "screen UIHostingController<ModifiedContent<Text, TraitModifier>>\n"
        + "label     greeting             \"Hello\"\n")
  }

  private func render(_ root: some View) -> String {
    let window = UIWindow()
    window.rootViewController = UIHostingController(rootView: root)
    window.makeKeyAndVisible()
    return UIDriver(window: window).render()
  }
}
