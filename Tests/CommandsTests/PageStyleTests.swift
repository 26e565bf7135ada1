@testable import Compare
import Formats
import Play
import Registry
import Reports
import Testing

@testable import Commands
import ToolTesting
import Tracing

/// Every static HTML page shares one style that fits a room: the device's width, code of at
/// least 13 px (16 px on a projector), long lines wrapping, columns wrapping into rows.
struct PageStyleTests {
  @Test func theSharedStyleSizesCodeForARoomAndWrapsWhatIsLong() {
    let css = PageStyle.css
    #expect(css.contains(":root { --text: 15px; --code: 13px;"))
    #expect(
      css.contains(":root.projector, :root:has(#projector:target) { --text: 20px; --code: 16px;"))
    #expect(css.contains("pre { white-space: pre-wrap; overflow-wrap: anywhere;"))
    #expect(
      css.contains("grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--column)), 1fr))")
    )
    #expect(css.contains("svg { max-width: 100%; height: auto; }"))
  }

  @Test func aPageHasTheViewportTheSharedStyleItsOwnAndTheProjectorAnchor() {
    let page = PageStyle.page(
      title: "A <b> page", style: ".mine { color: red; }", body: "<p>hi</p>")
    #expect(
      page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
    #expect(
      page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
    #expect(page.contains("<title>A &lt;b&gt; page</title>"))
    #expect(page.contains("<style>\n\(PageStyle.css)\n.mine { color: red; }\n</style>"))
    #expect(page.contains("<body>\n<a id=\"projector\"></a>\n<p>hi</p>\n</body>"))
  }

  @Test func everyStaticPageOfTheWorkbenchIsAPageStylePage() throws {
    let fixture = try ReportFixtureTree.storefront()
    defer { fixture.remove() }
    let report = ReportBuilder.build(tree: fixture.tree, patterns: PatternRegistry.all)
    let pages = [
      "report": ReportHTML.render(report),
      "compare": CompareHTML.page(
        ScreenComparison(screen: "login", patterns: []), links: CompareHTML.SpecLinks()),
      "trace": TraceHTML.page([]),
      "show": FilmStripHTML.page(title: "show", []),
    ]
    for (name, page) in pages {
      #expect(page.contains(PageStyle.css), "\(name)")
      #expect(page.contains("name=\"viewport\""), "\(name)")
      #expect(!page.contains("overflow-x: auto") && !page.contains("overflow-x:auto"), "\(name)")
    }
  }

  @Test func compareColumnsWrapIntoRowsAndTheirCodeLinesWrapUnderTheirStart() throws {
    let style = CompareHTML.styleRules
    #expect(
      style.contains(
        ".compare pre .line { display: block; padding-left: var(--ln); text-indent: calc(-1 * var(--ln));"
      ))
    let html = CompareHTML.section(
      ScreenComparison(screen: "login", patterns: []), links: CompareHTML.SpecLinks())
    #expect(html.contains("<div class=\"columns compare-columns\">"))
  }
}
