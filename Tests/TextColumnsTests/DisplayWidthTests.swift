import Assertions
import Testing
import TextColumns

struct DisplayWidthTests {
  @Test func wideCharactersAndEmojiTakeTwoColumnsAndMarksNone() {
    assertEqual(DisplayWidth.of("abc"), 3)
    assertEqual(DisplayWidth.of("マウスパッド"), 12)
    assertEqual(DisplayWidth.of("한국어"), 6)
    assertEqual(DisplayWidth.of("Bàn phím cơ"), 11)
    assertEqual(DisplayWidth.of("e\u{301}"), 1)
    assertEqual(DisplayWidth.of("😀"), 2)
    assertEqual(DisplayWidth.of("🇻🇳"), 2)
    assertEqual(DisplayWidth.of("ＡＢ"), 4)
    assertEqual(DisplayWidth.of("↑"), 1)
  }

  @Test func asciiTakesAColumnAPrintableCharacterAndControlsNone() {
    for value in UInt8(0)..<128 {
      let scalar = Unicode.Scalar(value)
      assertEqual(DisplayWidth.of(Character(scalar)), DisplayWidth.width(of: scalar), "\(value)")
    }
    assertEqual(DisplayWidth.of("a\tb\r\n"), 2)
    assertEqual(DisplayWidth.of("price: 12.50 €"), 14)
  }

  @Test func truncationNeverSplitsAWideCharacter() {
    assertEqual(TextLayout.truncated("マウスパッド", to: 6), "マウ…")
    assertEqual(TextLayout.truncated("short", to: 6), "short")
  }
}
