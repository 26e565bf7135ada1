import Assertions
import ClassGrading
import Classroom
import Grading
import Testing

struct GradeShardTests {
  @Test func readsKOverNWithKFromOneToN() {
    assertEqual(GradeShard("2/4"), GradeShard(index: 2, count: 4))
    assertEqual(GradeShard("1/1")?.description, "1/1")
    for bad in ["0/3", "4/3", "1/0", "2", "a/b", "1/2/3", "/2", "-1/2", " 1/2", "１/2"] {
      #expect(GradeShard(bad) == nil, "\(bad)")
    }
  }

  @Test func slicesDealTheSortedNamesInTurn() throws {
    let names = ["eve", "bob", "ada", "dan", "cy"]
    let first = try #require(GradeShard("1/2"))
    let second = try #require(GradeShard("2/2"))
    assertEqual(first.slice(names, by: { $0 }), ["ada", "cy", "eve"])
    assertEqual(second.slice(names, by: { $0 }), ["bob", "dan"])
  }

  @Test func theSlicesOfAClassCoverItOnceWhateverTheOrderGiven() throws {
    let names = (1...11).map { "student-\($0)" }
    var seen: [String] = []
    for index in 1...3 {
      let shard = try #require(GradeShard(index: index, count: 3))
      seen += shard.slice(names.reversed(), by: { $0 })
      assertEqual(shard.slice(names.reversed(), by: { $0 }), shard.slice(names, by: { $0 }))
    }
    assertEqual(seen.sorted(), names.sorted())
  }

  @Test func moreShardsThanSubmissionsLeavesSomeEmpty() throws {
    try assertEqual(#require(GradeShard("3/3")).slice(["a", "b"], by: { $0 }), [])
  }
}
