import CommandLineKit
import Commands
import Foundation
import Registry
import SourceAnalysis
import ToolTesting
import Tracing

/// Headless Chromium for the browser test: found on this machine, or installed with
/// `apt-get install -y chromium` when running as root where apt-get exists; nil (the test is
/// skipped, saying why) otherwise.
nonisolated enum HeadlessChromium {
  /// Whether the browser tests run: only when `PATTERNS_BROWSER_TESTS=1`. In the whole
  /// `swift test` the server's answers wait for a main actor that every other suite keeps
  /// busy, and three browsers beside them can wait minutes on a loaded 2-core machine; so
  /// `.ci/run` runs them in a step of their own, after `swift test`, with nothing beside them.
  static let isWanted = ProcessInfo.processInfo.environment["PATTERNS_BROWSER_TESTS"] == "1"

  /// Why the browser tests do not run in this `swift test`, or nil when they do.
  static let skipReason: String? =
    if !isWanted {
      "The browser tests run alone: PATTERNS_BROWSER_TESTS=1 swift test --filter "
        + "ServeBrowserTests (.ci/run does)"
    } else if path == nil {
      missing
    } else {
      nil
    }

  /// The browser's path, or nil.
  static let path: String? = isWanted ? locate() ?? installed() : nil

  /// Why the browser test is skipped, when it is.
  static let missing =
    "Headless Chromium not found (set PATTERNS_CHROMIUM, or install chromium; as root with "
    + "apt-get the test installs it itself): the serve browser test is skipped"

  private static func locate() -> String? {
    let environment = ProcessInfo.processInfo.environment
    let candidates =
      [environment["PATTERNS_CHROMIUM"]].compactMap { $0 } + [
        "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
        "/snap/bin/chromium",
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
      ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  private static func installed() -> String? {
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/apt-get") else {
      return nil
    }
    print("Installing chromium for the serve browser test (apt-get install -y chromium)…")
    for arguments in [["update"], ["install", "-y", "chromium"]] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/apt-get")
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return nil }
      process.waitUntilExit()
    }
    return locate()
  }

  /// Runs the browser on `url` with `arguments` (headless, no sandbox, no GPU, a fresh
  /// profile) off the main actor; returns its standard output. The timeout is generous: in
  /// the whole `swift test` the server's answers wait for a main actor other suites keep busy.
  static func run(_ arguments: [String], url: String, timeout: TimeInterval = 300) async throws
    -> String
  {
    guard let path else { return "" }
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let all =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--user-data-dir=\(profile.path)",
      ] + arguments + [url]
    return try await Task.detached {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = all
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let killer = DispatchWorkItem { process.terminate() }
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      killer.cancel()
      return String(decoding: data, as: UTF8.self)
    }.value
  }

  /// The width and height a PNG file declares (its IHDR), or nil when it is not a PNG.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [137, 80, 78, 71, 13, 10, 26, 10],
      bytes[12..<16] == Array("IHDR".utf8)[...]
    else { return nil }
    let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }
}
