import Expectations
import Testing
import TextColumns

struct DisplayWidthTests {
  @Test func wideCharactersAndEmojiTakeTwoColumnsAndMarksNone() {
    expectEqual(DisplayWidth.of("abc"), 3)
    expectEqual(DisplayWidth.of("マウスパッド"), 12)
    expectEqual(DisplayWidth.of("한국어"), 6)
    expectEqual(DisplayWidth.of("Bàn phím cơ"), 11)
    expectEqual(DisplayWidth.of("e\u{301}"), 1)
    expectEqual(DisplayWidth.of("😀"), 2)
    expectEqual(DisplayWidth.of("🇻🇳"), 2)
    expectEqual(DisplayWidth.of("ＡＢ"), 4)
    expectEqual(DisplayWidth.of("↑"), 1)
  }

  @Test func asciiTakesAColumnAPrintableCharacterAndControlsNone() {
    for value in UInt8(0)..<128 {
      let scalar = Unicode.Scalar(value)
      expectEqual(DisplayWidth.of(Character(scalar)), DisplayWidth.width(of: scalar), "\(value)")
    }
    expectEqual(DisplayWidth.of("a\tb\r\n"), 2)
    expectEqual(DisplayWidth.of("price: 12.50 €"), 14)
  }

  @Test func truncationNeverSplitsAWideCharacter() {
    expectEqual(TextLayout.truncated("マウスパッド", to: 6), "マウ…")
    expectEqual(TextLayout.truncated("short", to: 6), "short")
  }
}
