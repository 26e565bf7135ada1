import Classroom
import Foundation

/// The files of one submission (a folder) sorted by what grading does with each: the Swift
/// files the exercise lets students change replace the project's files; the others are
/// ignored; a symbolic link, an absolute path or a path with `..` is refused (never followed,
/// never written), and so is a binary or oversized file (`SubmissionLimits`). Every path is
/// relative to the submission folder, `/`-separated.
nonisolated public struct SubmissionFiles: Hashable, Sendable, Codable {
  /// The files that replace the project's, sorted.
  public var accepted: [String]
  /// The paths the exercise does not let students change, sorted (a folder grading does not
  /// look into, such as `.git/`, ends with `/`).
  public var ignored: [String]
  /// The paths refused, sorted, each with why: `link.swift (a symbolic link)`.
  public var refused: [String]

  /// Creates a sorting.
  public init(accepted: [String] = [], ignored: [String] = [], refused: [String] = []) {
    self.accepted = accepted
    self.ignored = ignored
    self.refused = refused
  }

  /// What grading does with one path.
  public enum Verdict: Hashable, Sendable {
    /// It replaces the project's file.
    case accepted
    /// It is reported and ignored.
    case ignored
    /// It is refused, for this reason (`a symbolic link`).
    case refused(String)
  }

  /// The folders never looked into (a clone's history and build products): reported as one
  /// ignored path each.
  public static let skippedFolders: Set<String> = [".git", ".build", ".swiftpm"]

  /// What grading does with `path` (`isLink`: it is a symbolic link, to a file or a folder),
  /// for an exercise whose allowed globs are `allowed`: only Swift sources are accepted.
  public static func verdict(for path: String, isLink: Bool, allowed: [String]) -> Verdict {
    if path.hasPrefix("/") { return .refused("an absolute path") }
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    if components.contains("..") { return .refused("a path with ..") }
    if isLink { return .refused("a symbolic link") }
    if components.contains(where: { $0.isEmpty || $0 == "." }) {
      return .refused("not a plain relative path")
    }
    guard path.hasSuffix(".swift"), allowed.contains(where: { Glob($0).matches(path) }) else {
      return .ignored
    }
    return .accepted
  }

  /// Sorts `entries` (path, whether it is a symbolic link).
  public static func sorting(_ entries: [(path: String, isLink: Bool)], allowed: [String])
    -> SubmissionFiles
  {
    var result = SubmissionFiles()
    for (path, isLink) in entries {
      switch verdict(for: path, isLink: isLink, allowed: allowed) {
      case .accepted: result.accepted.append(path)
      case .ignored: result.ignored.append(path)
      case .refused(let reason): result.refused.append("\(path) (\(reason))")
      }
    }
    result.accepted.sort()
    result.ignored.sort()
    result.refused.sort()
    return result
  }
}
