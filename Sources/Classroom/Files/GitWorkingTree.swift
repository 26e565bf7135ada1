import Foundation
import Processes

/// A checkout as `git` sees it, for the exercise commands (`WorkingTree`).
public struct GitWorkingTree: WorkingTree {
  /// The repository root.
  public let root: URL
  /// Runs `git`.
  let processes: any ProcessRunning

  /// The checkout at `root`, asking `git` through `processes`.
  public init(root: URL, processes: any ProcessRunning = SystemProcesses()) {
    self.root = root
    self.processes = processes
  }

  /// Among `paths`, those `git status --porcelain` lists (changed, staged or untracked).
  public func uncommittedPaths(among paths: [String]) throws -> [String] {
    guard !paths.isEmpty else { return [] }
    let outcome = try git(["status", "--porcelain", "--untracked-files=all", "--"] + paths)
    guard outcome.status == 0 else {
      throw ExerciseError(
        "\(root.path) is not a git checkout: the exercise commands need one, so that they "
          + "never overwrite work you have not committed (clone the project with git)")
    }
    let listed = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n")
      .map { line -> String in
        let path = String(line.dropFirst(3))
        // A rename lists "old -> new": the new path is the one on disk.
        return path.components(separatedBy: " -> ").last ?? path
      }
    return paths.filter { path in listed.contains { $0 == path || $0.hasPrefix(path + "/") } }
  }

  /// Every file `git status --porcelain` lists as changed, staged or untracked (not ignored),
  /// by path from the root; empty outside a git checkout.
  public func changedFiles() throws -> [String] {
    let outcome = try git(["status", "--porcelain", "--untracked-files=all"])
    guard outcome.status == 0 else { return [] }
    return String(decoding: outcome.output, as: UTF8.self).split(separator: "\n").map { line in
      let path = String(line.dropFirst(3))
      return path.components(separatedBy: " -> ").last ?? path
    }
  }

  /// `git show HEAD:path`, or nil when the last commit has no such file.
  public func committedContents(of path: String) throws -> Data? {
    let outcome = try git(["show", "HEAD:\(path)"])
    return outcome.status == 0 ? outcome.output : nil
  }

  private func git(_ arguments: [String]) throws -> ProcessOutcome {
    try processes.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["git", "-C", root.path] + arguments, log: nil)
  }
}
