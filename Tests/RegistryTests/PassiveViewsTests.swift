import Assertions
import Foundation
import Testing

/// VIPER's views play the role MVP's do (a passive view behind a protocol, driven by a
/// presenter), so they are MVP's, file for file, apart from their header comments: any other
/// difference between them would be noise in a side-by-side reading, not the pattern.

struct PassiveViewsTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// The Swift files of a pattern's `Views` folder, by name.
  static func views(of module: String) throws -> [String] {
    let folder = sources.appendingPathComponent(module).appendingPathComponent("Views")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// A file's text without its header: the `//` comment lines before the first other line.
  static func body(_ file: String, of module: String) throws -> String {
    let url = sources.appendingPathComponent(module).appendingPathComponent("Views")
      .appendingPathComponent(file)
    let lines = try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let header = lines.prefix { $0.hasPrefix("//") && !$0.hasPrefix("///") }
    return lines.dropFirst(header.count).joined(separator: "\n")
  }

  @Test func viperHasTheSameViewFilesAsMVP() throws {
    try assertEqual(Self.views(of: "VIPER"), Self.views(of: "MVP"))
    try assertEqual(Self.views(of: "MVP").count, 7)
  }

  @Test(arguments: [
    "CatalogView.swift", "CatalogViewController.swift", "LoginView.swift",
    "LoginViewController.swift", "ProductRow.swift", "ProductView.swift",
    "ProductViewController.swift",
  ])
  func viperViewIsMVPsButForItsHeader(file: String) throws {
    let mvp = try Self.body(file, of: "MVP")
    let viper = try Self.body(file, of: "VIPER")
    #expect(!mvp.isEmpty)
    let firstDifference = zip(mvp.split(separator: "\n"), viper.split(separator: "\n"))
      .first { $0 != $1 }
    assertEqual(
      viper, mvp,
      "Sources/VIPER/Views/\(file) differs from Sources/MVP/Views/\(file) below the header: \(firstDifference.map { "\"\($0.1)\" where MVP has \"\($0.0)\"" } ?? "in length")"
    )
  }

  @Test func aHeaderIsOnlyTheCommentBeforeTheCode() throws {
    let body = try Self.body("LoginViewController.swift", of: "MVP")
    #expect(body.hasPrefix("import "))
    #expect(body.contains("/// A screen driven by `presenter`"), "doc comments are the body's")
  }
}
