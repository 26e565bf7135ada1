import Assertions
import Foundation
import Testing
import ToolTesting

@testable import SourceAnalysis

struct LineCounterTests {
  @Test func countsTheTrickyFixtureExactly() throws {
    let source = String(decoding: try ReportFixtureTree.fixture("Tricky.swift.txt"), as: UTF8.self)
    let metrics = LineCounter.count(source)
    assertEqual(metrics.codeLines, 20)
    assertEqual(metrics.commentLines, 7)
    assertEqual(metrics.blankLines, 3)
    assertEqual(metrics.types, 5)
    assertEqual(metrics.imports, [ImportDeclaration(module: "Foundation", line: 2)])
  }

  @Test func classifiesEachLineOfTheTrickyFixture() throws {
    let source = String(decoding: try ReportFixtureTree.fixture("Tricky.swift.txt"), as: UTF8.self)
    let kinds = SwiftSourceScanner.scan(source).map { $0.hasCode ? "C" : $0.hasComment ? "/" : "." }
    // Lines 1-30: comments at 1, 4-6, 20-21, 26; blanks at 3, 12 (inside a string), 30.
    assertEqual(kinds.joined(), "/C.///CCCCC.CCCCCCC//CCCC/CCC.")
  }

  @Test func docCommentsAndBlockCommentsAreCommentLines() {
    let metrics = LineCounter.count("/// Doc.\n/**\n Block.\n */\n// Line.\nlet x = 1\n")
    assertEqual(metrics.commentLines, 5)
    assertEqual(metrics.codeLines, 1)
  }

  @Test func nestedBlockCommentsCloseOnlyAtTheOuterEnd() {
    let metrics = LineCounter.count("/* a /* b */\nstill comment */\nlet x = 1 /* c /* d */ */\n")
    assertEqual(metrics.commentLines, 2)
    assertEqual(metrics.codeLines, 1)
  }

  @Test func commentMarkersInsideStringsAreCode() {
    let source = #"""
      let a = "// not a comment"
      let b = "/* not a comment either"
      let c = #"raw \" // still the string"#
      """#
    let metrics = LineCounter.count(source)
    assertEqual(metrics.codeLines, 3)
    assertEqual(metrics.commentLines, 0)
  }

  @Test func aStringOpenedInAnInterpolationDoesNotEndTheOuterString() {
    let lines = SwiftSourceScanner.scan(#"let s = "a \("b" + "c") d" // note"#)
    assertEqual(lines.count, 1)
    #expect(lines[0].hasCode && lines[0].hasComment)
    #expect(lines[0].code.trimmingCharacters(in: .whitespaces).hasPrefix("let s = \""))
    #expect(!lines[0].code.contains("note"))
  }

  @Test func aLineContinuationInAMultilineStringStillEndsTheLine() {
    let source = "let s = \"\"\"\n  one \\\n  two\n  \"\"\"\n// after\n"
    let metrics = LineCounter.count(source)
    assertEqual(metrics.codeLines, 4)
    assertEqual(metrics.commentLines, 1)
  }

  @Test func emptyTextHasNoLines() {
    assertEqual(LineCounter.count(""), SourceMetrics())
    assertEqual(SwiftSourceScanner.scan("let x = 1").count, 1)
  }

  @Test func findsEveryFormOfImportAndNothingInCommentsOrStrings() {
    let source = #"""
      import Foundation
      @testable import MVC
      import class HeadlessUI.UIView
      @preconcurrency import Reactive
      public import Domain
      @_spi(Testing) @testable import Theme
      import struct ReactiveUI.Binder; import Scheduling
      // import Commented
      let text = "import Quoted"
      let multi = """
      import InString
      """
      /* import Blocked */
      func importer() { let important = 1 }
        import Indented
      """#
    let found = LineCounter.count(source).imports.map { "\($0.module):\($0.line)" }
    assertEqual(
      found,
      [
        "Foundation:1", "MVC:2", "HeadlessUI:3", "Reactive:4", "Domain:5", "Theme:6",
        "ReactiveUI:7", "Scheduling:7", "Indented:15",
      ])
  }

  @Test func countsTypeDeclarationsButNotClassMembersOrMetatypes() {
    let source = """
      public final class A {
        class func make() -> A { A() }
        class var shared: A { A() }
        static let type = A.self
        let kind: AnyClass = A.self
        indirect enum Tree { case leaf }
      }
      extension A: Equatable {}
      extension [Int] {}
      private struct B {}
      protocol C: AnyObject {}
      actor D {}
      func f(class: Int, struct: Int) {}
      """
    assertEqual(LineCounter.count(source).types, 7)
  }
}
