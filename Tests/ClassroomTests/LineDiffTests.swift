import Classroom
import Testing

@Suite struct LineDiffTests {
  @Test func anUnchangedTextCountsNothing() {
    #expect(LineDiff.count(from: "a\nb\n", to: "a\nb\n") == .zero)
    #expect(LineDiff.count(from: nil, to: nil) == .zero)
  }

  @Test func aNewFileIsAllAddedAndADeletedOneAllRemoved() {
    #expect(LineDiff.count(from: nil, to: "a\nb\nc\n") == LineDiff.Count(added: 3, removed: 0))
    #expect(LineDiff.count(from: "a\nb", to: nil) == LineDiff.Count(added: 0, removed: 2))
  }

  @Test func aChangedLineIsOneRemovedAndOneAdded() {
    let count = LineDiff.count(from: "a\nb\nc\nd\n", to: "a\nB\nc\nd\ne\n")
    #expect(count == LineDiff.Count(added: 2, removed: 1))
  }

  @Test func aMovedBlockCountsAsRemovedAndAddedLikeGit() {
    // git diff --numstat of this change says 2 added, 2 removed.
    let count = LineDiff.count(from: "x\ny\n1\n2\n3\n", to: "1\n2\n3\nx\ny\n")
    #expect(count == LineDiff.Count(added: 2, removed: 2))
  }

  @Test func aMissingLastNewlineStillCountsTheLine() {
    #expect(LineDiff.lines(of: "a\nb").count == 2)
    #expect(LineDiff.lines(of: "a\nb\n").count == 2)
    #expect(LineDiff.lines(of: "\n").count == 1)
    #expect(LineDiff.lines(of: "").isEmpty)
  }
}
