import Assertions
import Testing

@testable import CommandLineKit

struct HelpFormatterTests {
  @Test func helpRowsPadOnDisplayWidth() {
    assertEqual(
      HelpFormatter.row("商品", "Help."), "  商品" + String(repeating: " ", count: 20) + "Help.\n")
  }
}
