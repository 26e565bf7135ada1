import Assertions
import Classroom
import Formats
import Foundation
import Testing

@testable import Testability

/// The matrix's summary and its reports, on `MatrixFixture`.
struct MatrixReportTests {
  @Test func aColumnAddsUpKillsPerGroupSurvivorsAndFaultyCuts() {
    let matrix = MatrixFixture.matrix
    let a = matrix.summary(of: "a")
    assertEqual(a.cut, 3)
    assertEqual(a.measured, 3)
    assertEqual(a.killed, [.uiFree: 1, .otherTests: 2, .scenarios: 2])
    assertEqual(a.killedByAny, 2)
    assertEqual(a.survivors, ["m-three"])
    assertEqual(a.missedByUnitTests, ["m-three"])
    assertEqual(a.missedByUIFree, ["m-two", "m-three"])
    assertEqual(a.faulty, [])
    let b = matrix.summary(of: "b")
    assertEqual(b.cut, 2)
    assertEqual(b.measured, 1)
    assertEqual(b.killed, [.otherTests: 1, .scenarios: 1])
    assertEqual(b.missedByUIFree, [])
    assertEqual(b.faulty, ["m-two"])
  }

  @Test func theTextMatrixHasALetterPerKillingGroupAndSaysWhatEscaped() {
    assertEqual(
      MatrixText.render(MatrixFixture.matrix),
      """
      Testability: which test groups kill each mutant

      U: UI-free unit tests, O: other unit tests, S: shared scenarios.
      A letter: that group killed the mutant; ".": it survived it; "-": no such tests;
      n/c: not cut in that pattern; BUILD: the cut does not build; APPLY: it does not apply.

      Mutant         Rule       a      b
      m-one          Login 7    U O S  - O S
      m-two          Product 3  . O S  BUILD
      m-three        Catalog 2  . . .  n/c

      Killed by U               1/3    -
      Killed by O               2/3    1/1
      Killed by S               2/3    1/1
      Killed by any             2/3    1/1

      a: no group kills m-three (Presenters)
      a: UI-free unit tests miss 2: m-two (Views), m-three (Presenters)
      b m-two: does not build: C.swift:1:1: error: no

      3 mutants in 2 patterns: 5 planted in 1 h 02 min on 4 cores, 2 at a time; sandbox: scripted.

      """)
  }

  /// One mutant in one pattern is counted in the singular.
  @Test func theFooterCountsOneMutantInOnePatternInTheSingular() {
    var matrix = MatrixFixture.matrix
    matrix.patterns = [matrix.patterns[0]]
    matrix.mutants = [matrix.mutants[0]]
    matrix.cells = [matrix.cells[0]]
    assertEqual(
      MatrixText.footer(matrix),
      "1 mutant in 1 pattern: 1 planted in 1 h 02 min on 4 cores, 2 at a time; "
        + "sandbox: scripted.")
  }

  @Test func theRuleColumnGoesWhenTheMatrixWouldNotFit() {
    let text = MatrixText.render(MatrixFixture.matrix, width: 30)
    #expect(text.contains("\nMutant         a      b\nm-one          U O S  - O S\n"))
  }

  @Test func theFooterIsWrappedToTheWidth() {
    assertEqual(
      MatrixText.wrap("a bb ccc dddd eeeee", width: 8), ["a bb ccc", "dddd", "eeeee"])
    assertEqual(MatrixText.wrap("abcdefghij k", width: 4), ["abcdefghij", "k"])
    assertEqual(MatrixText.wrap("", width: 4), [])
  }

  @Test func durationsReadInHoursMinutesOrSeconds() {
    assertEqual(MatrixText.duration(3725), "1 h 02 min")
    assertEqual(MatrixText.duration(750.4), "12 min 30 s")
    assertEqual(MatrixText.duration(44.6), "45 s")
  }

  @Test func theJSONReadsBackAsTheSameMatrix() throws {
    let matrix = MatrixFixture.matrix
    let json = MatrixJSON.render(matrix)
    try assertEqual(MatrixJSON.parse(Data(json.utf8)), matrix)
    #expect(
      json.contains(
        """
            {
              "pattern": "a",
              "mutant": "m-two",
              "outcome": "measured",
              "groups": {
                "uiFree": {
                  "verdict": "survived"
                },
                "otherTests": {
                  "verdict": "killed",
                  "why": [
                    "0 of 1 expected tests passed"
                  ]
                },
                "scenarios": {
                  "verdict": "killed",
                  "why": [
                    "0 of 1 expected tests passed"
                  ]
                }
              },
              "file": "Sources/A/Views/V.swift",
              "role": "Views",
              "roleIsUIFree": false,
              "seconds": 21.5
            },
        """))
    #expect(
      json.contains(
        """
            {
              "pattern": "a",
              "cut": 3,
              "measured": 3,
              "killed": {
                "uiFree": 1,
                "otherTests": 2,
                "scenarios": 2
              },
              "killedByAny": 2,
              "survivors": [
                "m-three"
              ],
        """))
  }

  @Test func aFileThatIsNotAMatrixIsSaidSo() {
    #expect(
      throws: ExerciseError(
        "it is not a matrix of 'patterns mutate --format json': the field 'seconds' is missing")
    ) { try MatrixJSON.parse(Data("{}".utf8)) }
    let json = MatrixJSON.render(MatrixFixture.matrix).replacingOccurrences(
      of: "\"outcome\": \"not cut\"", with: "\"outcome\": \"lost\"")
    #expect(
      throws: ExerciseError(
        "b m-three: the outcome 'lost' is not one 'patterns mutate' writes")
    ) { try MatrixJSON.parse(Data(json.utf8)) }
  }

  @Test func theMarkdownSaysPerPatternWhatEscapedAndWhichRoleHeldTheRule() {
    let markdown = MatrixMarkdown.render(MatrixFixture.matrix)
    #expect(
      markdown.contains(
        """
        | Pattern | Mutants | UI-free unit tests | Other unit tests | Shared scenarios | Any group |
        | --- | ---: | ---: | ---: | ---: | ---: |
        | a | 3 | 1 | 2 | 2 | 2 |
        | b | 1 | – (none) | 1 | 1 | 1 |
        """))
    #expect(
      markdown.contains(
        """
        | Mutant | Rule | a | b |
        | --- | --- | --- | --- |
        | m-one | Login 7 | `U O S` | `- O S` |
        | m-two | Product 3 | `. O S` | `BUILD` |
        | m-three | Catalog 2 | `. . .` | `n/c` |
        """))
    #expect(
      markdown.hasSuffix(
        """
        - **a**: its UI-free unit tests catch 1 of 3; they miss `m-two`, whose rules a keeps \
        in Views, which imports the UI and is out of their reach; and `m-three`, whose rules \
        sit in Presenters, a UI-free role that no UI-free test checks there: a missing test; \
        its other unit tests catch 2; the shared scenarios catch 2; no group catches \
        `m-three` (in Presenters).
        - **b**: it has no UI-free unit tests (every test file of BTests imports a UI module), \
        so its unit tests catch a bug only through a view or a view controller; its other unit \
        tests catch 1; the shared scenarios catch 1; not measured: `m-two`.

        """))
  }

  @Test func theHeatMapColoursEachGroupsCell() {
    let html = MatrixHTML.render(MatrixFixture.matrix)
    let row: String = [
      #"<tr><td title="the label never hides">m-two</td>"#,
      #"<td class="r" title="hidden while the field is valid">Product 3</td>"#,
      #"<td class="s">.</td>"#, #"<td class="k" title="0 of 1 expected tests passed">O</td>"#,
      #"<td class="k" title="0 of 1 expected tests passed">S</td>"#,
      #"<td class="x" colspan="3" title="C.swift:1:1: error: no">BUILD</td></tr>"#,
    ].joined()
    #expect(html.contains(row))
    #expect(html.contains("<td class=\"c\" colspan=\"3\">not cut</td>"))
    #expect(html.contains("<th>1/3</th><th>2/3</th><th>2/3</th><th>–</th><th>1/1</th>"))
    // The page has the look every page shares (viewport, code sizes, wrapping).
    #expect(html.contains(PageStyle.css))
  }
}
