import Assertions
import Foundation
import Grading
import Testing

struct SimilarityTests {
  /// `count` distinct lines of code, each naming `owner`.
  func lines(_ owner: String, _ count: Int, from start: Int = 0) -> [String] {
    (start..<(start + count)).map { "let \(owner)\($0) = \($0)" }
  }

  @Test func normalisingDropsCommentsWhitespaceAndLinesWithoutAName() {
    let source = "let a = 1 // mine\n\n   }\n/* c */ let  b=2\n  })\n\"text\"\n"
    assertEqual(Similarity.normalisedLines(source), ["let a = 1", "let b = 2", "\"text\""])
  }

  @Test func theAddedLinesAreEachFilesLinesLessTheStartingPoints() {
    let start = Similarity.Baseline(["A.swift": "let a = 1\nlet b = 2\n"])
    let added = start.added([
      "A.swift": "let a = 1\nlet c = 3\nlet c = 3\n", "B.swift": "let a = 1\n",
    ])
    assertEqual(added, ["let c = 3", "let c = 3", "let a = 1"])
  }

  @Test func aCopyOfTheReferenceIsFlaggedHoweverItIsFormatted() {
    let reference = lines("x", 12)
    let copy = Similarity.normalisedLines(
      reference.map { $0.replacingOccurrences(of: " = ", with: "=") + " // mine" }
        .joined(separator: "\n"))
    assertEqual(
      Similarity.pairs([.init(name: "ada", lines: copy)], reference: reference),
      [SimilarPair(first: "ada", second: Similarity.reference, share: 1, lines: 12)])
  }

  @Test func pairsAtOrOverTheThresholdAreFlaggedHighestShareFirst() {
    let works: [Similarity.Work] = [
      .init(name: "cy", lines: lines("a", 10)),
      .init(name: "bo", lines: lines("a", 8) + lines("b", 2)),  // 8 of 10 with cy and ada
      .init(name: "ada", lines: lines("a", 10)),  // the same as cy
      .init(name: "di", lines: lines("a", 7) + lines("d", 3)),  // 7 of 10: not flagged
    ]
    assertEqual(
      Similarity.pairs(works),
      [
        SimilarPair(first: "ada", second: "cy", share: 1, lines: 10),
        SimilarPair(first: "ada", second: "bo", share: 0.8, lines: 8),
        SimilarPair(first: "bo", second: "cy", share: 0.8, lines: 8),
      ])
    assertEqual(Similarity.pairs(works, threshold: 0.9).count, 1)
  }

  @Test func workOfFewerThanTheMinimumLinesIsNeverFlagged() {
    let fix = lines("fix", 3)
    let works: [Similarity.Work] = [.init(name: "ada", lines: fix), .init(name: "bo", lines: fix)]
    #expect(Similarity.pairs(works, reference: fix).isEmpty)
    assertEqual(Similarity.pairs(works, reference: fix, minimumLines: 3).count, 3)
  }

  @Test func theShareIsOverTheLargerSide() {
    // All of a small piece inside a large one is not "nearly identical".
    let works: [Similarity.Work] = [
      .init(name: "small", lines: lines("a", 10)), .init(name: "large", lines: lines("a", 20)),
    ]
    #expect(Similarity.pairs(works).isEmpty)
    assertEqual(
      Similarity.pairs(works, threshold: 0.5),
      [SimilarPair(first: "large", second: "small", share: 0.5, lines: 10)])
    assertEqual(SimilarPair(first: "a", second: "b", share: 0.979, lines: 1).percent, "97%")
  }

  @Test func aClassOf300FindsExactlyItsCopies() {
    var works = (0..<300).map { Similarity.Work(name: "s\($0)", lines: lines("s\($0)_", 120)) }
    let reference = lines("ref", 120)
    works[7].lines = works[3].lines
    works[42].lines = reference
    works[99].lines = Array(reference.prefix(100)) + lines("s99_", 20)
    assertEqual(
      Similarity.pairs(works, reference: reference),
      [
        SimilarPair(first: "s3", second: "s7", share: 1, lines: 120),
        SimilarPair(first: "s42", second: Similarity.reference, share: 1, lines: 120),
        SimilarPair(first: "s42", second: "s99", share: 100.0 / 120, lines: 100),
        SimilarPair(first: "s99", second: Similarity.reference, share: 100.0 / 120, lines: 100),
      ])
  }
}
