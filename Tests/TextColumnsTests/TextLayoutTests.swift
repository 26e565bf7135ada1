import Assertions
import Testing
import TextColumns

struct TextLayoutTests {
  @Test func wideCharactersCountTwoColumns() {
    assertEqual(TextLayout.width("abc"), 3)
    assertEqual(TextLayout.width("商品"), 4)
    assertEqual(TextLayout.padded("商品", to: 6), "商品  ")
    assertEqual(TextLayout.rightAligned("商", in: 4), "  商")
  }

  @Test func truncationCountsDisplayColumns() {
    assertEqual(TextLayout.truncated("商品目录页面", to: 7), "商品目…")
    assertEqual(TextLayout.width(TextLayout.truncated("商品目录页面", to: 7)), 7)
    assertEqual(TextLayout.truncated("short", to: 7), "short")
    let middle = TextLayout.truncatedInMiddle("商品/目录/页面.swift", to: 12)
    #expect(TextLayout.width(middle) <= 12)
    #expect(middle.hasPrefix("商品"))
    assertEqual(middle, "商品/…swift")
    #expect(middle.contains("…"))
  }
}
