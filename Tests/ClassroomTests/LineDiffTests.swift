import Assertions
import Foundation
import Classroom
import Testing

struct LineDiffTests {
  @Test func anUnchangedTextCountsNothing() {
    assertEqual(LineDiff.count(from: "a\nb\n", to: "a\nb\n"), .zero)
    assertEqual(LineDiff.count(from: nil, to: nil), .zero)
  }

  @Test func aNewFileIsAllAddedAndADeletedOneAllRemoved() {
    assertEqual(LineDiff.count(from: nil, to: "a\nb\nc\n"), LineDiff.Count(added: 3, removed: 0))
    assertEqual(LineDiff.count(from: "a\nb", to: nil), LineDiff.Count(added: 0, removed: 2))
  }

  @Test func aChangedLineIsOneRemovedAndOneAdded() {
    let count = LineDiff.count(from: "a\nb\nc\nd\n", to: "a\nB\nc\nd\ne\n")
    assertEqual(count, LineDiff.Count(added: 2, removed: 1))
  }

  @Test func aMovedBlockCountsAsRemovedAndAddedLikeGit() {
    // git diff --numstat of this change says 2 added, 2 removed.
    let count = LineDiff.count(from: "x\ny\n1\n2\n3\n", to: "1\n2\n3\nx\ny\n")
    assertEqual(count, LineDiff.Count(added: 2, removed: 2))
  }

  @Test func aMissingLastNewlineStillCountsTheLine() {
    assertEqual(LineDiff.lines(of: "a\nb").count, 2)
    assertEqual(LineDiff.lines(of: "a\nb\n").count, 2)
    assertEqual(LineDiff.lines(of: "\n").count, 1)
    #expect(LineDiff.lines(of: "").isEmpty)
  }

  /// `count` lines, each `prefix` and its number.
  func text(_ prefix: String, _ numbers: Range<Int>) -> String {
    numbers.map { "\(prefix)\($0)\n" }.joined()
  }

  @Test func aSmallChangeInAHugeFileIsCountedExactly() {
    let old = text("line ", 0..<100_000)
    let new = old.replacingOccurrences(of: "line 50000\n", with: "changed\n")
    assertEqual(LineDiff.count(from: old, to: new), LineDiff.Count(added: 1, removed: 1))
  }

  @Test func twoTextsThatShareNothingAreCountedExactlyWithoutASearch() {
    let count = LineDiff.count(from: text("old ", 0..<100_000), to: text("new ", 0..<100_000))
    assertEqual(count, LineDiff.Count(added: 100_000, removed: 100_000))
    assertEqual(LineDiff.count(from: "a\nb\n", to: "c\n"), LineDiff.Count(added: 1, removed: 2))
  }

  @Test func textsThatDifferInNearlyEveryLineAreCountedWithinTheWorkLimitAsAnEstimate() {
    // One line in common, out of place: the exact count would take 2·10¹⁰ steps.
    let old = "shared\n" + text("old ", 0..<100_000)
    let new = text("new ", 0..<100_000) + "shared\n"
    let count = LineDiff.count(from: old, to: new)
    assertEqual(count, LineDiff.Count(added: 100_000, removed: 100_000, isEstimate: true))
  }

  @Test func anEstimateNeverCountsMoreThanTheExactCount() {
    // The halves swapped: exactly 50,000 removed and 50,000 added.
    let old = text("line ", 0..<100_000)
    let new = text("line ", 50_000..<100_000) + text("line ", 0..<50_000)
    let count = LineDiff.count(from: old, to: new)
    #expect(count.isEstimate)
    assertEqual(count.added, count.removed)
    #expect(count.added > 0 && count.added <= 50_000)
  }

  @Test func aCountWrittenBeforeEstimatesExistedStillReads() throws {
    let old = try JSONDecoder().decode(
      LineDiff.Count.self, from: Data(#"{"added":3,"removed":1}"#.utf8))
    assertEqual(old, LineDiff.Count(added: 3, removed: 1))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    assertEqual(
      String(decoding: try encoder.encode(old), as: UTF8.self), #"{"added":3,"removed":1}"#)
    let estimate = LineDiff.Count(added: 3, removed: 1, isEstimate: true)
    assertEqual(
      String(decoding: try encoder.encode(estimate), as: UTF8.self),
      #"{"added":3,"isEstimate":true,"removed":1}"#)
    try assertEqual(
      JSONDecoder().decode(LineDiff.Count.self, from: encoder.encode(estimate)), estimate)
  }
}
