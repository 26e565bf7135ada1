// TEMPORARY (lead's branch only): stands in for the source scan until its branch is merged.

/// What graded code may not call, found in changed files.
nonisolated public enum SubmissionScan {
  /// The findings in `files` (path, text), one line each.
  public static func findings(_ files: [(path: String, text: String)]) -> [String] { [] }
}
