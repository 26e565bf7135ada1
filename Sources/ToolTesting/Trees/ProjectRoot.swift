import Foundation

/// This package's own checkout, for tests that read its real sources (Sources/ToolTesting/
/// Trees/ProjectRoot.swift is three folders below it).
public enum ProjectRoot {
  /// The folder holding Package.swift.
  public static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
}
