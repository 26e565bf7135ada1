// Assertions: `assertEqual`, the tests' equality check. It does what
// `#expect(actual == expected)` does at run time (an issue at the caller's line, both values in
// its text) without the macro, whose expansion took about ten milliseconds to compile each
// time, for the 4,000 in the test targets (Docs/Performance.md, "Fast loops"). Tests keep
// `#expect` for every other condition, where its capture of each operand's value earns its
// cost. Non-fatal, as XCTest's `XCTAssertEqual` is. Knows nothing of the project.

import Testing

/// Records an issue at the caller's line when `actual` is not equal to `expected`, with both
/// values (as `String(reflecting:)` writes them) and the comment, if any, in its text.
///
/// The equivalent of `#expect(actual == expected, comment)`: the comment is evaluated only
/// when the values differ.
public func assertEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  guard actual != expected else { return }
  recordInequality(
    String(reflecting: actual), String(reflecting: expected), comment(),
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue at the caller's line when the pairs differ: `assertEqual` for the
/// two-element tuples a test often compares (a row's title and detail), which cannot be
/// `Equatable` themselves.
public func assertEqual<First: Equatable, Second: Equatable>(
  _ actual: (First, Second), _ expected: (First, Second),
  _ comment: @autoclosure () -> Comment? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  guard actual != expected else { return }
  recordInequality(
    String(reflecting: actual), String(reflecting: expected), comment(),
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The issue both overloads record:
///
///     Expectation failed: actual is not equal to expected
///       actual:   "Products"
///       expected: "Catalog"
///     the comment, if there is one
func recordInequality(
  _ actual: String, _ expected: String, _ comment: Comment?, _ location: SourceLocation
) {
  var text = "Expectation failed: actual is not equal to expected\n"
  text += "  actual:   \(actual)\n  expected: \(expected)"
  if let comment { text += "\n\(comment.rawValue)" }
  Issue.record(Comment(rawValue: text), sourceLocation: location)
}
