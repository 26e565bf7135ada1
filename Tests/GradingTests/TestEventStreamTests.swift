import Assertions
import Foundation
import Testing

@testable import Grading

/// Reading Swift Testing's event stream (version 0), as the grader does from its pipe.
struct TestEventStreamTests {
  private func test(_ name: String, line: Int) -> String {
    #"{"kind":"test","payload":{"id":"AppTests.GreetingTests\/\#(name)\/GreetingTests.swift:\#(line):4","isParameterized":false,"kind":"function","name":"\#(name)"},"version":0}"#
  }

  private func event(_ kind: String, _ name: String, line: Int, extra: String = "") -> String {
    #"{"kind":"event","payload":{"kind":"\#(kind)","testID":"AppTests.GreetingTests\/\#(name)\/GreetingTests.swift:\#(line):4"\#(extra)},"version":0}"#
  }

  private func issue(_ name: String, line: Int, known: Bool) -> String {
    event(
      "issueRecorded", name, line: line,
      extra:
        #","issue":{"isKnown":\#(known),"sourceLocation":{"fileID":"AppTests/GreetingTests.swift","line":\#(line + 2),"column":5}},"messages":[{"symbol":"fail","text":"Expectation failed: (greeting → \"\") == \"Hello\""}]"#
    )
  }

  @Test func eachTestPassesOnlyWhenItEndsWithoutAnIssue() {
    let lines = [
      test("greets()", line: 3), test("waves()", line: 9), test("knows()", line: 15),
      test("crashes()", line: 20),
      #"{"kind":"event","payload":{"kind":"runStarted"},"version":0}"#,
      event("testStarted", "greets()", line: 3), event("testEnded", "greets()", line: 3),
      event("testStarted", "waves()", line: 9), issue("waves()", line: 9, known: false),
      event("testEnded", "waves()", line: 9),
      event("testStarted", "knows()", line: 15), issue("knows()", line: 15, known: true),
      event("testEnded", "knows()", line: 15),
      event("testStarted", "crashes()", line: 20),
      "not a record",
    ]
    let stream = TestEventStream(Data(lines.joined(separator: "\n").utf8))
    let ids = ["greets()", "waves()", "knows()", "crashes()"].map { "AppTests.GreetingTests/\($0)" }
    assertEqual(stream.declared, ids)
    assertEqual(stream.passed(among: ids), [ids[0], ids[2]])
    assertEqual(
      stream.tests[ids[1]]?.issues,
      [#"Expectation failed: (greeting → "") == "Hello" (GreetingTests.swift:11)"#])
    assertEqual(stream.tests[ids[3]]?.ended, false)
    #expect(!stream.runEnded)
  }

  @Test func theRunsEndIsSeen() {
    let stream = TestEventStream(
      Data(#"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#.utf8))
    #expect(stream.runEnded)
  }

  @Test func idsLoseTheirSourceLocationOnly() {
    assertEqual(TestEventStream.id("M.S/t()/S.swift:12:4"), "M.S/t()")
    assertEqual(TestEventStream.id("M.S/t()"), "M.S/t()")
    assertEqual(TestEventStream.id("M.S"), "M.S")
  }

  @Test func aListingIsFilteredAsSwiftTestingReadsTheFilter() {
    let listing = """
      Building for debugging...
      AppTests.GreetingTests/greets()
      AppTests.GreetingTests/waves()
      AppTests.OtherTests/greets()
      AppTests.GreetingTests/twice()/GreetingTests.swift:12:4
      AppTests.GreetingTests/twice()/GreetingTests.swift:20:4
      """
    assertEqual(
      StepRunner.tests(in: listing, matching: "AppTests.GreetingTests"),
      [
        "AppTests.GreetingTests/greets()", "AppTests.GreetingTests/waves()",
        "AppTests.GreetingTests/twice()",
      ])
    assertEqual(StepRunner.tests(in: listing, matching: "greets").count, 2)
  }
}
