import HeadlessSwiftUI
import Testing

@Suite struct SmokeTests {
  @Test func aTextIsDrawnAsALabel() {
    let host = UIHostingController(rootView: Text("Hello").accessibilityIdentifier("greeting"))
    let window = UIWindow()
    window.rootViewController = host
    window.makeKeyAndVisible()
    #expect(
      UIDriver(window: window).render()
        == "screen greeting\nlabel     -                    \"Hello\"\n")
  }
}
