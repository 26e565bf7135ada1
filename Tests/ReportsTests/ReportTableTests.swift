import Assertions
import Testing

@testable import Reports

struct ReportTableTests {
  @Test func tableColumnsAlignOnDisplayWidth() {
    let table = ReportTable(
      title: "T", headers: ["Name", "Lines"], rows: [["商品", "12"], ["ab", "3"]])
    assertEqual(
      table.text(),
      """
      T
      Name  Lines
      ----  -----
      商品     12
      ab        3
      """)
  }
}
