import Foundation

/// One student's work: a folder, named by its last component.
nonisolated public struct Submission: Hashable, Sendable {
  /// The name its row shows.
  public var name: String
  /// The folder.
  public var folder: URL

  /// The submission in `folder`, named after it.
  public init(folder: URL) {
    self.folder = folder
    self.name = folder.standardizedFileURL.lastPathComponent
  }
}
