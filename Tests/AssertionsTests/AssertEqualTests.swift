import Testing

@testable import Assertions

/// `assertEqual` records nothing for equal values, and for different ones an issue at the
/// caller's line whose text names both values and the comment. (Inside `withKnownIssue`, an
/// issue the matcher refuses fails the test, and so does no issue at all.)
struct AssertEqualTests {
  @Test func equalValuesRecordNothingAndLeaveTheCommentUnevaluated() {
    assertEqual("Products", "Products")
    assertEqual([1, 2], [1, 2], "never evaluated: \(Self.failIfEvaluated())")
    assertEqual((title: "Charger", detail: "$19.99"), ("Charger", "$19.99"))
  }

  @Test func differentValuesRecordAnIssueAtTheCallersLineWithBothValues() {
    let line = #line + 2
    withKnownIssue {
      assertEqual("Products", "Catalog")
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == "AssertionsTests/AssertEqualTests.swift"
        && issue.comments.map(\.rawValue) == [
          """
          Expectation failed: actual is not equal to expected
            actual:   "Products"
            expected: "Catalog"
          """
        ]
    }
  }

  @Test func theCommentFollowsTheValues() {
    withKnownIssue {
      assertEqual(3, 4, "three \("rows")")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Expectation failed: actual is not equal to expected\n  actual:   3\n  expected: 4\nthree rows"
      ]
    }
  }

  @Test func pairsThatDifferInOneElementDiffer() {
    withKnownIssue {
      assertEqual(("Charger", "$19.99"), ("Charger", "$9.99"))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Expectation failed: actual is not equal to expected\n"
          + "  actual:   (\"Charger\", \"$19.99\")\n  expected: (\"Charger\", \"$9.99\")"
      ]
    }
  }

  static func failIfEvaluated() -> String {
    Issue.record("the comment was evaluated though the values are equal")
    return ""
  }
}
