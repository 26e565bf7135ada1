import Assertions
import CommandLineKit
import Commands
import Foundation
import Registry
import Scenarios
import SourceAnalysis
import Testing
import ToolTesting
import Tracing
import WebServer

@testable import Serve

/// `patterns serve` in a real browser: the server in-process on a free port, headless
/// Chromium on the play page with a driver script (Fixtures/Serve/driver.js) added through
/// the server's configuration. The driver signs in on mvp and tea at once (TEA traces its
/// actions: the password must stay masked there too) through DOM events and writes a verdict
/// into the page, which the test reads from the dumped DOM; the same run takes a screenshot at
/// projector and laptop sizes. It runs only when PATTERNS_BROWSER_TESTS=1 (`.ci/run` runs it
/// in a step of its own): `HeadlessChromium.isWanted` says why.
@MainActor
@Suite(.serialized) struct ServeBrowserTests {
  static let sizes = [(1280, 720), (1920, 1080), (1366, 768)]

  @Test(
    .enabled(
      if: HeadlessChromium.skipReason == nil,
      Comment(rawValue: HeadlessChromium.skipReason ?? "")))
  func signingInOnTwoPatternsAtOnceFitsProjectorAndLaptopScreens() async throws {
    let driver = try #require(
      Bundle.module.url(forResource: "driver", withExtension: "js", subdirectory: "Fixtures/Serve"))
    let app = try ServeApp(
      configuration: ServeCommand.configuration(
        patterns: PatternRegistry.all, scenarios: TraceExamples.all,
        tree: SourceTree(root: ProjectRoot.url),
        extraScripts: [try String(contentsOf: driver, encoding: .utf8)]))
    let server = HTTPServer(
      configuration: .init(port: 0), handler: app.handler)
    try server.start()
    defer { server.stop() }
    let folder = ProjectRoot.url.appendingPathComponent(".build/serve-screenshots")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // The three sizes at once: in the whole `swift test` the server's answers wait for a
    // main actor other suites keep busy, and three browsers wait together.
    let url = server.url
    let runs = try await withThrowingTaskGroup(of: (Int, Int, String).self) { group in
      for (width, height) in Self.sizes {
        let shot = folder.appendingPathComponent("serve-\(width)x\(height).png")
        try? FileManager.default.removeItem(at: shot)
        group.addTask {
          let dom = try await HeadlessChromium.run(
            [
              "--virtual-time-budget=20000", "--window-size=\(width),\(height)",
              "--screenshot=\(shot.path)", "--dump-dom",
            ], url: url)
          return (width, height, dom)
        }
      }
      var collected: [(Int, Int, String)] = []
      for try await run in group { collected.append(run) }
      return collected
    }
    for (width, height, dom) in runs.sorted(by: { $0.0 < $1.0 }) {
      let verdict = try Self.verdict(in: dom)
      try Self.check(verdict, size: "\(width)x\(height)", width: width)
      let shot = folder.appendingPathComponent("serve-\(width)x\(height).png")
      let png = try Data(contentsOf: shot)
      let size = try #require(HeadlessChromium.pngSize(png), "\(shot.path) is not a PNG")
      #expect(size.width == width && size.height == height, "\(shot.lastPathComponent)")
    }
    assertEqual(runs.count, Self.sizes.count)
  }

  /// The JSON the driver wrote into `<pre id="verdict">`.
  static func verdict(in dom: String) throws -> [String: Any] {
    let start = try #require(
      dom.range(of: "<pre id=\"verdict\" hidden=\"\">"), "no verdict in the page")
    let end = try #require(dom[start.upperBound...].range(of: "</pre>"))
    let json = String(dom[start.upperBound..<end.lowerBound])
      .replacing("&quot;", with: "\"").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
      .replacing("&amp;", with: "&")
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(object as? [String: Any])
  }

  static func check(_ verdict: [String: Any], size: String, width: Int) throws {
    let checks = try #require(verdict["checks"] as? [String: Any])
    let comment = Comment(rawValue: size)
    assertEqual(verdict["errors"] as? [String], [], comment)
    assertEqual(checks["panes"] as? [String], ["mvp", "tea"], comment)
    assertEqual(checks["startScreens"] as? [String], ["login", "login"], comment)
    assertEqual(
      checks["emailEverywhere"] as? [String], ["ada@example.com", "ada@example.com"], comment)
    assertEqual(checks["passwordMasked"] as? [String], ["•••••••••", "•••••••••"], comment)
    assertEqual(checks["submitEnabled"] as? [Bool], [true, true], comment)
    assertEqual(checks["signedInScreens"] as? [String], ["catalog", "catalog"], comment)
    assertEqual((checks["catalogRows"] as? [Int])?.allSatisfy { $0 > 0 }, true, comment)
    let lanes = try #require(checks["traceLanes"] as? [[String]], comment)
    #expect(
      lanes.count == 2 && lanes.allSatisfy { $0.first == "User" && $0.contains("AuthService") },
      comment)
    assertEqual((checks["traceMessages"] as? [Int])?.allSatisfy { $0 > 3 }, true, comment)
    if Tracer.isAvailable {
      assertEqual((checks["highlightedLines"] as? [Int])?.allSatisfy { $0 > 0 }, true, comment)
    }
    assertEqual(checks["passwordNowhere"] as? Bool, true, comment)
    assertEqual((checks["viewport"] as? [Int])?.first, width, comment)
    assertEqual((checks["pageScrollWidth"] as? Int).map { $0 <= width }, true, comment)
    assertEqual((checks["projectorPageScrollWidth"] as? Int).map { $0 <= width }, true, comment)
    assertEqual((checks["projectorCodePx"] as? Double).map { $0 >= 16 }, true, comment)
    assertEqual(verdict["overflow"] as? [String], [], comment)
    assertEqual(verdict["cut"] as? [String], [], comment)
  }
}
