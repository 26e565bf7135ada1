import Assertions
import Classroom
import Foundation
import Testing

@testable import Testability

/// A pattern no mutant is cut in (a pattern newer than the catalogue's cuts) is reported as
/// not mutated, never as a column of 0 kills out of 0.
struct MatrixNotMutatedTests {
  /// `MatrixFixture.matrix` with a third pattern, `c`, that no mutant is cut in.
  private var matrix: TestabilityMatrix {
    var matrix = MatrixFixture.matrix
    matrix.patterns.append(.init(name: "c", testTarget: "CTests", tests: [:]))
    matrix.cells += matrix.mutants.map { .init(pattern: "c", mutant: $0.id, outcome: .notCut) }
    return matrix
  }

  @Test func aPatternWithoutCutsIsNotMutatedAndOneWithSomeIs() {
    #expect(!matrix.isMutated("c"))
    #expect(matrix.isMutated("b"))
    assertEqual(matrix.summary(of: "c"), TestabilityMatrix.Summary())
  }

  @Test func theTextSaysNotMutatedInsteadOfCountingKills() {
    let lines = MatrixText.render(matrix).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains("m-one          Login 7    U O S  - O S  n/c"))
    #expect(lines.contains("Killed by U               1/3    -      not mutated"))
    #expect(lines.contains("Killed by any             2/3    1/1    not mutated"))
    #expect(
      lines.contains(
        "c: not mutated: the catalogue cuts none of these 3 mutants in c (a cut per pattern: "
          + "Sources/Classroom/Mutants/README.md), so none of its tests was measured"))
  }

  @Test func theMarkdownRowAndFindingsSayNotMutated() {
    let markdown = MatrixMarkdown.render(matrix)
    #expect(markdown.contains("| c | not mutated | – | – | – | – |\n"))
    #expect(
      markdown.contains(
        "- **c**: not mutated: the catalogue cuts none of these 3 mutants in c (a cut per "
          + "pattern: Sources/Classroom/Mutants/README.md), so none of its tests was measured.\n"))
  }

  @Test func oneMutantNotCutIsSaidInTheSingular() {
    var single = matrix
    single.mutants = [single.mutants[0]]
    assertEqual(
      MatrixFindings.sentences(single, single.patterns[2]),
      "not mutated: the catalogue does not cut this mutant in c (a cut per pattern: "
        + "Sources/Classroom/Mutants/README.md), so none of its tests was measured.")
  }

  @Test func theHeatMapSpansTheKilledRowOfAPatternNotMutated() {
    #expect(MatrixHTML.render(matrix).contains("<th colspan=\"3\">not mutated</th>"))
  }
}
