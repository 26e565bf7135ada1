import Testing
import TextColumns

struct DisplayWidthTests {
  @Test func wideCharactersAndEmojiTakeTwoColumnsAndMarksNone() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("マウスパッド") == 12)
    #expect(DisplayWidth.of("한국어") == 6)
    #expect(DisplayWidth.of("Bàn phím cơ") == 11)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("😀") == 2)
    #expect(DisplayWidth.of("🇻🇳") == 2)
    #expect(DisplayWidth.of("ＡＢ") == 4)
    #expect(DisplayWidth.of("↑") == 1)
  }

  @Test func asciiTakesAColumnAPrintableCharacterAndControlsNone() {
    for value in UInt8(0)..<128 {
      let scalar = Unicode.Scalar(value)
      #expect(DisplayWidth.of(Character(scalar)) == DisplayWidth.width(of: scalar), "\(value)")
    }
    #expect(DisplayWidth.of("a\tb\r\n") == 2)
    #expect(DisplayWidth.of("price: 12.50 €") == 14)
  }

  @Test func truncationNeverSplitsAWideCharacter() {
    #expect(TextLayout.truncated("マウスパッド", to: 6) == "マウ…")
    #expect(TextLayout.truncated("short", to: 6) == "short")
  }
}
