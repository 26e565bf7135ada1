import Assertions
import Foundation
import Registry
import Scenarios
import Testing

@testable import CommandLineKit
@testable import Commands

/// `patterns run --format html`: every failure links to its film strip in the same page.
struct RunHTMLTests {
  @Test func eachFailureLinksToAStripInThePage() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("run-html-\(UUID().uuidString).scenario")
    try """
    scenario: Passes
      expect screen login

    scenario: Fails at the second step
      type "ada@example.com" into login.email
      expect login.submit enabled
    """.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let capture = OutputCapture()
    let status = PatternsCommand.main(
      ["run", "all", "--scenarios", file.path, "--format", "html"],
      patterns: PatternRegistry.all, context: .capturing(into: capture))
    let html = capture.standardOutput
    assertEqual(status, 1)
    let links = Set(html.matches(of: /href="#([^"]+)"/).map { String($0.output.1) })
    let ids = Set(html.matches(of: #/ id="([^"]+)"/#).map { String($0.output.1) })
    assertEqual(links.count, 1)
    #expect(links.isSubset(of: ids))
    // Every pattern fails the same way at the same step: one marked screen names them all.
    let names = PatternRegistry.all.map(\.name).joined(separator: ", ")
    assertEqual(html.components(separatedBy: "<div class=\"screen fail\">").count - 1, 1)
    #expect(html.contains("<div class=\"screen fail\"><div class=\"who\">\(names)</div>"))
    #expect(html.contains("expected enabled"))
  }
}
