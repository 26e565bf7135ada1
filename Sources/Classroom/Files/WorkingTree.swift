import Foundation

/// The student's checkout as the exercise commands see it: its files, and what git says
/// about them. The exercise commands answer with real `git`; tests answer with a fake.
nonisolated public protocol WorkingTree {
  /// The repository root.
  var root: URL { get }
  /// Among `paths`, those with uncommitted changes (modified, added, deleted or untracked).
  /// Throws when the root is not a git checkout.
  func uncommittedPaths(among paths: [String]) throws -> [String]
  /// The contents of `path` in the last commit, or nil when it is not in it.
  func committedContents(of path: String) throws -> Data?
}
