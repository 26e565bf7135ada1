import Testing

@testable import Workbench

@Suite struct TextLayoutTests {
  @Test func wideCharactersCountTwoColumns() {
    #expect(TextLayout.width("abc") == 3)
    #expect(TextLayout.width("商品") == 4)
    #expect(TextLayout.padded("商品", to: 6) == "商品  ")
    #expect(TextLayout.rightAligned("商", in: 4) == "  商")
  }

  @Test func truncationCountsDisplayColumns() {
    #expect(TextLayout.truncated("商品目录页面", to: 7) == "商品目…")
    #expect(TextLayout.width(TextLayout.truncated("商品目录页面", to: 7)) == 7)
    #expect(TextLayout.truncated("short", to: 7) == "short")
    let middle = TextLayout.truncatedInMiddle("商品/目录/页面.swift", to: 12)
    #expect(TextLayout.width(middle) <= 12)
    #expect(middle.hasPrefix("商品"))
    #expect(middle == "商品/…swift")
    #expect(middle.contains("…"))
  }

  @Test func tableColumnsAlignOnDisplayWidth() {
    let table = ReportTable(
      title: "T", headers: ["Name", "Lines"], rows: [["商品", "12"], ["ab", "3"]])
    #expect(
      table.text()
        == """
        T
        Name  Lines
        ----  -----
        商品     12
        ab        3
        """)
  }

  @Test func helpRowsPadOnDisplayWidth() {
    #expect(
      HelpFormatter.row("商品", "Help.") == "  商品" + String(repeating: " ", count: 20) + "Help.\n")
  }
}
