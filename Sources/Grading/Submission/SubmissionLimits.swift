/// How much of a submission grading reads before any work: each file over `fileBytes`, each
/// file past `totalBytes` of accepted files, and whatever lies past `entries` files and
/// folders or `depth` folders down is refused, saying which limit it hit.
nonisolated public struct SubmissionLimits: Hashable, Sendable, Codable {
  /// The largest file accepted, in bytes (256 KiB; the project's largest is under 10 KiB).
  public var fileBytes: Int
  /// The most bytes of accepted files in one submission (1 MiB).
  public var totalBytes: Int
  /// The most files and folders the walk looks at (500).
  public var entries: Int
  /// The most folders down the walk goes (16).
  public var depth: Int

  /// Creates limits; the defaults are the standard ones.
  public init(
    fileBytes: Int = 256 * 1024, totalBytes: Int = 1024 * 1024, entries: Int = 500,
    depth: Int = 16
  ) {
    self.fileBytes = fileBytes
    self.totalBytes = totalBytes
    self.entries = entries
    self.depth = depth
  }

  /// The limits `grade` uses.
  public static let standard = SubmissionLimits()

  /// `256 KiB`, `1 MiB`, `300 bytes`.
  static func size(_ bytes: Int) -> String {
    if bytes >= 1024 * 1024, bytes.isMultiple(of: 1024 * 1024) {
      return "\(bytes / 1024 / 1024) MiB"
    }
    if bytes >= 1024, bytes.isMultiple(of: 1024) { return "\(bytes / 1024) KiB" }
    return "\(bytes) bytes"
  }
}
